import {
  gatewayPaymentPayloadSchema,
  PASSBOOK_CSV_PATH,
  PASSBOOK_PATH,
  PAYMENT_STATUS_PATH,
  passbookPayloadSchema,
  TOP_UP_DETAILS_PATH,
  TOP_UP_PATH,
  TOP_UP_PAY_PATH,
  topUpPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshUserToken } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { DECLINED_TEST_CARD } from "../payments/gateway-simulator";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };
const TEN_THOUSAND = 1_000_000;

const call = (path: string, data: object, token: string) => bookingCall(service, path, data, token);

async function openTopUp(token: string, amount = TEN_THOUSAND) {
  const { body } = await call(TOP_UP_PATH, { amount }, token);
  return topUpPayloadSchema.parse(body.payload);
}

async function payByCard(token: string, topUpId: string, number = CARD.number) {
  const { body } = await call(
    TOP_UP_PAY_PATH,
    { topUpId, mode: "CARD", card: { ...CARD, number } },
    token,
  );
  return gatewayPaymentPayloadSchema.parse(body.payload);
}

/** The payment's status once the gateway has settled it (5 s on). */
async function settled(token: string, orderRefId: string) {
  clockOffset = 5_000;
  try {
    const { body } = await call(PAYMENT_STATUS_PATH, { orderRefId }, token);
    return gatewayPaymentPayloadSchema.parse(body.payload);
  } finally {
    clockOffset = 0;
  }
}

async function passbookOf(token: string, page = 0) {
  const { body } = await call(PASSBOOK_PATH, { page }, token);
  return passbookPayloadSchema.parse(body.payload);
}

describe("wallet top-up through the gateway (decision 0065)", () => {
  it("an agent adds ₹10,000 to the deposit by card: credited once, in the passbook", async () => {
    const token = await freshUserToken(service);
    const topUp = await openTopUp(token);
    expect(topUp).toMatchObject({ wallet: "DEPOSIT", amount: TEN_THOUSAND, status: "OPEN" });
    const payment = await payByCard(token, topUp.topUpId);
    expect(payment).toMatchObject({
      status: "PENDING",
      topUpId: topUp.topUpId,
      amount: TEN_THOUSAND,
    });
    expect(payment.bookingId).toBeUndefined();

    expect((await settled(token, payment.orderRefId)).status).toBe("SUCCESS");
    expect((await settled(token, payment.orderRefId)).status).toBe("SUCCESS");
    const { body } = await call(TOP_UP_DETAILS_PATH, { topUpId: topUp.topUpId }, token);
    expect(topUpPayloadSchema.parse(body.payload)).toMatchObject({
      status: "CREDITED",
      credited: { orderRefId: payment.orderRefId, balance: TEN_THOUSAND },
    });
    const book = await passbookOf(token);
    expect(book).toMatchObject({ wallet: "DEPOSIT", balance: TEN_THOUSAND, page: 0, pageCount: 1 });
    expect(book.entries).toEqual([
      expect.objectContaining({
        reason: "WALLET_TOP_UP",
        reference: payment.orderRefId,
        amount: TEN_THOUSAND,
        balance: TEN_THOUSAND,
      }),
    ]);
    const again = await call(
      TOP_UP_PAY_PATH,
      { topUpId: topUp.topUpId, mode: "CARD", card: CARD },
      token,
    );
    expect(again.response.status).toBe(409);
  });

  it("a double submit pays once, and concurrent settlements credit once", async () => {
    const token = await freshUserToken(service);
    const topUp = await openTopUp(token);
    const payments = await Promise.all([1, 2, 3].map(() => payByCard(token, topUp.topUpId)));
    expect(new Set(payments.map((payment) => payment.orderRefId)).size).toBe(1);
    const orderRefId = payments[0]?.orderRefId as string;
    clockOffset = 5_000;
    try {
      const statuses = await Promise.all(
        [1, 2, 3, 4].map(() => call(PAYMENT_STATUS_PATH, { orderRefId }, token)),
      );
      expect(statuses.map(({ body }) => body.payload.status)).toEqual(Array(4).fill("SUCCESS"));
    } finally {
      clockOffset = 0;
    }
    const book = await passbookOf(token);
    expect(book.balance).toBe(TEN_THOUSAND);
    expect(book.entries).toHaveLength(1);
  });

  it("a declined card credits nothing; the same top-up can be paid again", async () => {
    const token = await freshUserToken(service);
    const topUp = await openTopUp(token, 50_000);
    const declined = await payByCard(token, topUp.topUpId, DECLINED_TEST_CARD);
    expect(await settled(token, declined.orderRefId)).toMatchObject({
      status: "FAILED",
      failureReason: "The card was declined by the issuing bank",
    });
    expect((await passbookOf(token)).entries).toEqual([]);
    const retried = await payByCard(token, topUp.topUpId);
    expect((await settled(token, retried.orderRefId)).status).toBe("SUCCESS");
    expect((await passbookOf(token)).balance).toBe(50_000);
  });

  it("only the owner sees, pays or follows a top-up; a guest cannot top up", async () => {
    const owner = await freshUserToken(service);
    const other = await freshUserToken(service);
    const topUp = await openTopUp(owner);
    const seen = await call(TOP_UP_DETAILS_PATH, { topUpId: topUp.topUpId }, other);
    expect([seen.response.status, seen.body.errors[0].errCode]).toEqual([404, "2504"]);
    const paid = await call(
      TOP_UP_PAY_PATH,
      { topUpId: topUp.topUpId, mode: "CARD", card: CARD },
      other,
    );
    expect(paid.response.status).toBe(404);
    const payment = await payByCard(owner, topUp.topUpId);
    const followed = await call(PAYMENT_STATUS_PATH, { orderRefId: payment.orderRefId }, other);
    expect(followed.response.status).toBe(404);
    const guest = await guestToken(service);
    const refused = await call(TOP_UP_PATH, { amount: TEN_THOUSAND }, guest);
    expect([refused.response.status, refused.body.errors[0].errCode]).toEqual([400, "2504"]);
  });

  it("refuses amounts outside ₹100 to ₹5,00,000 with the domain's messages", async () => {
    const token = await freshUserToken(service);
    for (const [amount, message] of [
      [9_999, "Please add at least ₹100.00."],
      [50_000_100, "You can add at most ₹5,00,000.00 at a time."],
    ] as const) {
      const { response, body } = await call(TOP_UP_PATH, { amount }, token);
      expect(response.status).toBe(400);
      expect(body.errors[0].message).toContain(message);
    }
  });

  it("pages the passbook newest first with running balances, and writes it as CSV", async () => {
    const token = await freshUserToken(service);
    for (const amount of [10_000, 20_000]) {
      const topUp = await openTopUp(token, amount);
      await settled(token, (await payByCard(token, topUp.topUpId)).orderRefId);
    }
    const book = await passbookOf(token);
    expect(book.entries.map(({ amount, balance }) => [amount, balance])).toEqual([
      [20_000, 30_000],
      [10_000, 10_000],
    ]);
    expect((await passbookOf(token, 1)).entries).toEqual([]);
    const { body } = await call(PASSBOOK_CSV_PATH, {}, token);
    expect(body.payload.fileName).toMatch(/^passbook-deposit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(body.payload.csv.split("\r\n").slice(0, 2)).toEqual([
      "Date,Description,Reference,Credit,Debit,Balance",
      expect.stringMatching(/^[\d\-T:.Z]+,Wallet top-up,OR\d{12},200\.00,,300\.00$/),
    ]);
  });
});
