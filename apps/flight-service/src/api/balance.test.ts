import { balancePayloadSchema, parseTokenSubject } from "@wayfare/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function signIn(username: string, password: string) {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  return response.headers.get("authorization") ?? "";
}

async function balance(token: string) {
  const response = await service.fetch(
    backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
  );
  return { response, body: await response.json() };
}

describe('apiName "balance" and the token\'s bs', () => {
  it("the demo customer has 1,500 TJ Cash points", async () => {
    // The seed on a database of its own: on the shared Postgres, other files spend them.
    const seeded = await serviceUnderTest({ database: { memory: true } });
    const signedIn = await seeded.fetch(
      backendCall({
        apiName: "login",
        username: "customer@wayfare.test",
        password: "Customer@123",
      }),
    );
    const token = signedIn.headers.get("authorization") ?? "";
    const response = await seeded.fetch(
      backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
    );
    const body = await response.json();
    await seeded.close();
    expect(response.status).toBe(200);
    expect(balancePayloadSchema.parse(body.payload)).toEqual({
      balances: { DEPOSIT: 0, CREDIT_LINE: 0, TJ_CASH: 150_000, CREDIT_SHELL: 0 },
      tjCashPoints: 1_500,
      paymentModes: ["DEPOSIT", "CREDIT_LINE", "CARD", "UPI", "NETBANKING"],
    });
  });

  it("the demo agent's deposit and credit line travel in the token subject too", async () => {
    // Other test files may spend from U1001's wallets on a shared Postgres: compare shapes.
    const token = await signIn("agent@wayfare.test", "Agent@123");
    const { bs } = parseTokenSubject(decodeJwt(token).sub) ?? {};
    expect(bs).toMatchObject({ DEPOSIT: expect.any(Number), CREDIT_LINE: expect.any(Number) });
    const { body } = await balance(token);
    expect(body.payload.balances.DEPOSIT).toBeGreaterThan(0);
    expect(body.payload.balances.CREDIT_LINE).toBeGreaterThan(0);
  });

  it("403 without a token", async () => {
    const response = await service.fetch(backendCall({ apiName: "balance" }));
    expect(response.status).toBe(403);
  });
});
