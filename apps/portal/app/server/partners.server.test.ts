import type { Partner } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { createPartnerLookup, PARTNER_CACHE_MS, partnerClientOptions } from "./partners.server";
import type { ServiceClientOptions } from "./service-client.server";

const partner: Partner = {
  key: "yatra-bazaar",
  brandName: "Yatra Bazaar",
  logoUrl: "/brands/yatra-bazaar.svg",
  hostNames: ["yatra-bazaar.localhost"],
  productCodeSuffix: "YB",
  theme: {},
  serviceHost: null,
};

function lookup(answers: (Partner | null | undefined)[]) {
  let clock = 0;
  const asked: string[] = [];
  const partnerFor = createPartnerLookup(
    async (host) => {
      asked.push(host);
      return answers.shift();
    },
    () => clock,
  );
  return { partnerFor, asked, pass: (ms: number) => (clock += ms) };
}

describe("the partner of a request's host (decision 0078)", () => {
  it("asks the service once per host name a minute, whatever the case and port", async () => {
    const { partnerFor, asked, pass } = lookup([partner, null]);
    expect(await partnerFor("Yatra-Bazaar.localhost:3680")).toBe(partner);
    expect(await partnerFor("yatra-bazaar.localhost")).toBe(partner);
    expect(await partnerFor("localhost:3680")).toBeNull();
    expect(asked).toEqual(["yatra-bazaar.localhost", "localhost"]);
    pass(PARTNER_CACHE_MS);
    await partnerFor("yatra-bazaar.localhost");
    expect(asked).toHaveLength(3);
  });

  it("gives the base brand when the service cannot answer, and asks again next time", async () => {
    const { partnerFor, asked } = lookup([undefined, partner]);
    expect(await partnerFor("yatra-bazaar.localhost")).toBeNull();
    expect(await partnerFor("yatra-bazaar.localhost")).toBe(partner);
    expect(asked).toHaveLength(2);
  });
});

describe("a partner's service client (F§7)", () => {
  const embedded = async () => new Response("embedded");
  const network = async () => new Response("network");
  const base: ServiceClientOptions = {
    fetch: embedded,
    baseUrl: "http://flight-service.embedded",
    channelType: "B2B",
    environment: "test",
  };

  it("sends the partner's white-label key to the base brand's service", () => {
    expect(partnerClientOptions(base, partner, network)).toEqual({
      ...base,
      whiteLabelKey: "yatra-bazaar",
    });
  });

  it("calls the partner's own service host over the network when it has one", () => {
    const own = { ...partner, serviceHost: "https://api.yatrabazaar.example" };
    expect(partnerClientOptions(base, own, network)).toEqual({
      ...base,
      baseUrl: "https://api.yatrabazaar.example",
      fetch: network,
      whiteLabelKey: "yatra-bazaar",
    });
  });
});
