import {
  bookingPayloadSchema,
  CANCELLATION_QUOTE_PATH,
  FLIGHT_REDEMPTION_PATH,
  fromRupees,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
  redemptionPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, booked, loggedInLike } from "../after-booking/after-booking-testing";
import { bookingCall, detailsCall, payCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { DECLINED_TEST_CARD } from "./gateway-simulator";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({
    devEndpoints: true,
    now: () => new Date(Date.now() + clockOffset),
  });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Asha Rao", expiry: "12/30", cvv: "123" };

const tokenOfNew = async (like: string, password: string) =>
  (await loggedInLike(service, like, password)).token;

const newAgent = () => tokenOfNew("agent@wayfare.test", "Agent@123");

async function askWalletPart(token: string, bookingId: string, wallet: string, amount: number) {
  const data = { bookingId, voucherCode: "", tjCashPoints: 0, walletPart: { wallet, amount } };
  return bookingCall(service, FLIGHT_REDEMPTION_PATH, data, token);
}

async function payByCard(token: string, bookingId: string, amount: number, number = CARD.number) {
  const card = { ...CARD, number };
  const started = await bookingCall(
    service,
    PAYMENT_INITIATE_PATH,
    { bookingId, amount, mode: "CARD", card },
    token,
  );
  expect(started.response.status, JSON.stringify(started.body.errors)).toBe(200);
  clockOffset = 5_000;
  try {
    const { orderRefId } = started.body.payload;
    return (await bookingCall(service, PAYMENT_STATUS_PATH, { orderRefId }, token)).body.payload;
  } finally {
    clockOffset = 0;
  }
}

async function details(token: string, bookingId: string) {
  return bookingPayloadSchema.parse(
    (await detailsCall(service, { bookingId }, token)).body.payload,
  );
}

describe("part from a wallet, the rest by the current mode (J§3 walletDed/currModeDed, J§4)", () => {
  it("an agent pays ₹3,000 from the deposit and the rest by card: the deposit gives exactly that, once", async () => {
    const token = await newAgent();
    const before = await balance(service, token);
    const { booking } = await booked(service, token);
    const part = fromRupees(3000);

    const asked = await askWalletPart(token, booking.bookingId, "DEPOSIT", part);
    const answer = redemptionPayloadSchema.parse(asked.body.payload);
    expect(answer.walletPart).toEqual({ kind: "applied", amount: part });
    expect(answer.booking.redemption?.walletPart).toEqual({ wallet: "DEPOSIT", amount: part });
    expect(answer.booking.fareSummary.walletDeducted).toBe(part);
    const rest = answer.booking.total - part;
    expect(answer.booking.fareSummary.finalAmount).toBe(rest);
    // Nothing leaves the deposit until the booking is paid.
    expect(await balance(service, token)).toBe(before);

    // The card pays the rest only: the whole total is refused (1015).
    const whole = await bookingCall(
      service,
      PAYMENT_INITIATE_PATH,
      { bookingId: booking.bookingId, amount: answer.booking.total, mode: "CARD", card: CARD },
      token,
    );
    expect(whole.body.errors[0].errCode).toBe("1015");
    expect((await payByCard(token, booking.bookingId, rest)).status).toBe("SUCCESS");

    const paid = await details(token, booking.bookingId);
    expect(paid.status).toBe("Success");
    expect(await balance(service, token)).toBe(before - part);
    const log = paid.logs?.find((entry) => entry.kind === "PAID");
    expect(log?.detail).toContain("Deposit ₹3,000.00 + VISA •••• 1111");

    // Cancelled, it refunds to the deposit that paid part of it (decision 0056).
    const quote = await bookingCall(
      service,
      CANCELLATION_QUOTE_PATH,
      { bookingId: booking.bookingId },
      token,
    );
    expect(quote.body.payload.refundTo).toBe("DEPOSIT");
  });

  it("a declined card takes nothing from the deposit; the booking can be paid again", async () => {
    const token = await newAgent();
    const before = await balance(service, token);
    const { booking } = await booked(service, token);
    const part = fromRupees(1000);
    await askWalletPart(token, booking.bookingId, "DEPOSIT", part);
    const rest = booking.total - part;

    const declined = await payByCard(token, booking.bookingId, rest, DECLINED_TEST_CARD);
    expect(declined.status).toBe("FAILED");
    expect(await balance(service, token)).toBe(before);
    expect((await details(token, booking.bookingId)).status).toBe("Pending");
    expect((await payByCard(token, booking.bookingId, rest)).status).toBe("SUCCESS");
    expect(await balance(service, token)).toBe(before - part);
  });

  it("refuses more than the balance (2001), the whole amount, and a wallet the user may not pay from", async () => {
    const token = await newAgent();
    const { booking } = await booked(service, token);
    const deposit = await balance(service, token);
    const over = await askWalletPart(token, booking.bookingId, "DEPOSIT", deposit + 100);
    expect(over.body.payload.walletPart).toEqual({ kind: "insufficient", balance: deposit });
    expect(over.body.payload.booking.redemption.walletPart).toBeUndefined();
    const whole = await askWalletPart(token, booking.bookingId, "DEPOSIT", booking.total);
    expect(whole.body.payload.walletPart).toEqual({
      kind: "overLimit",
      maxAmount: booking.total - 100,
    });
    expect(whole.body.payload.booking.fareSummary.finalAmount).toBe(booking.total);

    const none = await tokenOfNew("newagency@wayfare.test", "Newagency@123");
    const theirs = (await booked(service, none)).booking;
    const refused = await askWalletPart(none, theirs.bookingId, "DEPOSIT", 100);
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors[0].errCode).toBe("2504");
  });

  it("paying the rest from the credit line takes both wallets' parts, each once", async () => {
    const token = await newAgent();
    const deposit = await balance(service, token);
    const creditLine = await balance(service, token, "CREDIT_LINE");
    const { booking } = await booked(service, token);
    const part = fromRupees(500);
    await askWalletPart(token, booking.bookingId, "DEPOSIT", part);
    const rest = booking.total - part;
    const pay = () =>
      payCall(service, token, {
        bookingId: booking.bookingId,
        amount: rest,
        wallet: "CREDIT_LINE",
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(await balance(service, token)).toBe(deposit - part);
    expect(await balance(service, token, "CREDIT_LINE")).toBe(creditLine - rest);
  });
});
