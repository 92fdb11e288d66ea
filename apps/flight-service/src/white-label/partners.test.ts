import { randomInt, randomUUID } from "node:crypto";
import {
  endpoints,
  PARTNER_BY_HOST_PATH,
  partnerByHostPayloadSchema,
  REQUEST_HEADERS,
  WRONG_HOST_SIGN_IN,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PARTNER } from "../db/demo-partners";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const PARTNER_HOST = { [REQUEST_HEADERS.whiteLabelKey]: DEMO_PARTNER.key };

async function post(path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await service.fetch(
    new Request(`http://service.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ data }),
    }),
  );
  return { response, body: await response.json() };
}

async function backend(data: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await service.fetch(backendCall(data, headers));
  return { response, body: await response.json() };
}

/** A new account registered on the host of `headers` (the base brand's without a key). */
async function registered(headers: Record<string, string> = {}) {
  const details = {
    apiName: "register",
    email: `wl-${randomUUID()}@fresh.test`,
    password: "Secret@1",
    mobile: `8${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    name: "Partner Customer",
    role: "AGENT",
  };
  const { response } = await backend(details, headers);
  expect(response.status).toBe(200);
  return { username: details.email, password: details.password };
}

function login(account: { username: string; password: string }, headers = {}) {
  return backend({ apiName: "login", ...account }, headers);
}

describe("the partner of a host (decision 0078)", () => {
  it("answers the demo partner for its host, whatever the case and port", async () => {
    const { response, body } = await post(PARTNER_BY_HOST_PATH, {
      host: "Yatra-Bazaar.localhost:3680",
    });
    expect(response.status).toBe(200);
    expect(partnerByHostPayloadSchema.parse(body.payload).partner).toEqual(DEMO_PARTNER);
  });

  it("answers null for the base brand's hosts and unknown ones", async () => {
    for (const host of ["localhost", "127.0.0.1", "flights.unknown.example"]) {
      const { body } = await post(PARTNER_BY_HOST_PATH, { host });
      expect(body.payload).toEqual({ partner: null });
    }
  });

  it("refuses a request with anything but the host (400)", async () => {
    const { response } = await post(PARTNER_BY_HOST_PATH, { host: "localhost", key: "x" });
    expect(response.status).toBe(400);
    expect(endpoints.partnerByHost.path).toBe(PARTNER_BY_HOST_PATH);
  });
});

describe("the white-label key (F§7): accounts and sessions by host", () => {
  it("the demo partner's accounts sign in on the partner's host only, with 801 elsewhere", async () => {
    const partner = { username: "whitelabel@wayfare.test", password: "Whitelabel@123" };
    const onBase = await login(partner);
    expect(onBase.response.status).toBe(401);
    expect(onBase.body.errors).toEqual([WRONG_HOST_SIGN_IN]);
    expect(onBase.response.headers.get("authorization")).toBeNull();
    const onPartner = await login(partner, PARTNER_HOST);
    expect(onPartner.response.status).toBe(200);
    expect(onPartner.body.payload.userInfo.role).toBe("WHITELABEL_PARTNER");
  });

  it("an account registered on the partner's host is the partner's; one on the base host is the base brand's", async () => {
    const customer = await registered(PARTNER_HOST);
    expect((await login(customer)).body.errors).toEqual([WRONG_HOST_SIGN_IN]);
    expect((await login(customer, PARTNER_HOST)).response.status).toBe(200);

    const agent = await registered();
    expect((await login(agent, PARTNER_HOST)).body.errors).toEqual([WRONG_HOST_SIGN_IN]);
    expect((await login(agent)).response.status).toBe(200);
  });

  it("refuses a registration with a key that names no partner (400)", async () => {
    const { response } = await backend(
      { apiName: "register", email: `x-${randomUUID()}@fresh.test`, password: "Secret@1" },
      { [REQUEST_HEADERS.whiteLabelKey]: "no-such-partner" },
    );
    expect(response.status).toBe(400);
  });

  it("a session is valid only with the key of the host it started on (403 'Invalid Access' elsewhere)", async () => {
    const customer = await registered(PARTNER_HOST);
    const token = (await login(customer, PARTNER_HOST)).response.headers.get("authorization");
    if (!token) throw new Error("no token");
    const asUser = (headers: Record<string, string>) =>
      backend({ apiName: "balance" }, { authorization: `Bearer ${token}`, ...headers });
    expect((await asUser(PARTNER_HOST)).response.status).toBe(200);
    const elsewhere = await asUser({});
    expect(elsewhere.response.status).toBe(403);
    expect(elsewhere.body.errors[0].errCode).toBe("403");
    const otherPartner = await asUser({ [REQUEST_HEADERS.whiteLabelKey]: "other-partner" });
    expect(otherPartner.response.status).toBe(403);
  });
});
