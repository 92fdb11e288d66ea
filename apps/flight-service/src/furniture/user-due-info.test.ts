import { USER_DUE_INFO_PATH, userDueInfoPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshUserToken, loginToken } from "../after-booking/after-booking-testing";
import { guestToken } from "../booking/booking-testing";
import { openDatabase } from "../db/database";
import { ledgerEntries, users } from "../db/schema";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { furnitureCall } from "./furniture-testing";
import { userDues } from "./user-dues";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("GET /xms/v1/user-due-info", () => {
  it("the corporate account's unused ₹20,00,000 credit line owes nothing", async () => {
    const token = await loginToken(service, "corporate@acme.test", "Corporate@123");
    const { response, body } = await furnitureCall(service, USER_DUE_INFO_PATH, { token });
    expect(response.status).toBe(200);
    const dues = userDueInfoPayloadSchema.parse(body.payload);
    expect(dues.creditLine.limit).toBe(dues.creditLine.available + dues.creditLine.due);
    expect(dues.deposit.due).toBe(0);
  });

  it("a fresh agent has no dues; a guest and no token get 403", async () => {
    const token = await freshUserToken(service);
    const { body } = await furnitureCall(service, USER_DUE_INFO_PATH, { token });
    expect(body.payload).toMatchObject({
      creditLine: { limit: 0, due: 0, available: 0 },
      totalDue: 0,
      oldDueInfo: { amount: 0 },
    });
    expect((await furnitureCall(service, USER_DUE_INFO_PATH)).response.status).toBe(403);
    const guest = await furnitureCall(service, USER_DUE_INFO_PATH, {
      token: await guestToken(service),
    });
    expect(guest.response.status).toBe(403);
  });
});

describe("userDues from the ledger", () => {
  it("counts credit-line spending less refunds, and spending before the cycle as old due", async () => {
    const { db, close } = await openDatabase({ memory: true });
    try {
      await db.insert(users).values({
        id: "U1",
        partnerId: "P1",
        role: "AGENT",
        name: "Ledger Test",
        email: "ledger@dues.test",
        passwordHash: "-",
      });
      const old = new Date("2026-06-01T00:00:00Z");
      const recent = new Date("2026-06-25T00:00:00Z");
      const entries = [
        { wallet: "CREDIT_LINE", amount: 1_000_000, reason: "Credit limit", createdAt: old },
        { wallet: "CREDIT_LINE", amount: -300_000, reason: "FLIGHT_BOOKING", createdAt: old },
        { wallet: "CREDIT_LINE", amount: -200_000, reason: "FLIGHT_BOOKING", createdAt: recent },
        { wallet: "CREDIT_LINE", amount: 50_000, reason: "FLIGHT_CANCELLATION", createdAt: recent },
        { wallet: "DEPOSIT", amount: 70_000, reason: "Top up", createdAt: old },
      ];
      await db
        .insert(ledgerEntries)
        .values(entries.map((entry, i) => ({ ...entry, userId: "U1", idempotencyKey: `k${i}` })));
      expect(await userDues(db, "U1", new Date("2026-06-30T00:00:00Z"))).toEqual({
        creditLine: { limit: 1_000_000, due: 450_000, available: 550_000 },
        deposit: { balance: 70_000, due: 0 },
        totalDue: 450_000,
        oldDueInfo: { amount: 250_000, before: "2026-06-15T00:00:00.000Z" },
      });
    } finally {
      await close();
    }
  });
});
