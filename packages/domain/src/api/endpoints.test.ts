import { describe, expect, it } from "vitest";
import { GATEWAY_MESSAGES } from "../booking/gateway-payment";
import { endpoints } from "./endpoints";
import { BACKEND_API_NAMES, BACKEND_PATH } from "./envelope";

const entries = Object.values(endpoints);
const bookingId = "WF2603010000001";
const card = { number: "4111 1111 1111 1111", name: "Ravi Kumar", cvv: "123" };

describe("the endpoint table", () => {
  it("names each endpoint once: one method and path, or one gateway apiName", () => {
    const keys = entries.map(({ method, path, apiName }) => `${method} ${path} ${apiName ?? ""}`);
    expect(new Set(keys).size).toBe(entries.length);
    expect(entries).toHaveLength(120);
  });

  it("has an entry for every apiName of the generic gateway, and only those go through it", () => {
    const gateway = entries.filter((entry) => entry.path === BACKEND_PATH);
    expect(gateway.map((entry) => entry.apiName).sort()).toEqual([...BACKEND_API_NAMES].sort());
    for (const entry of gateway)
      expect(endpoints[entry.apiName as keyof typeof endpoints]).toBe(entry);
  });

  it("a GET sends no data", () => {
    for (const entry of entries.filter(({ method }) => method === "GET")) {
      expect(entry.request.parse({})).toEqual({});
    }
  });

  it("checks an initiated card's expiry against the day each request is parsed", () => {
    const request = (expiry: string) => ({
      bookingId,
      amount: 100,
      mode: "CARD",
      card: { ...card, expiry },
    });
    const parsed = endpoints.paymentInitiate.request.parse(request("12/99"));
    expect(parsed.card?.number).toBe("4111111111111111");
    const refused = endpoints.paymentInitiate.request.safeParse(request("01/20"));
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["card.expiry", GATEWAY_MESSAGES.expired],
    ]);
  });
});
