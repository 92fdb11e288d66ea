import {
  bookingPayloadSchema,
  CANCELLATION_CONFIRM_PATH,
  FLIGHT_HOLD_PATH,
  FLIGHT_REDEMPTION_PATH,
  fromRupees,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
  redemptionPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, loginToken } from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  guestToken,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => new Date(Date.now() + clockOffset) });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Asha Rao", expiry: "12/30", cvv: "123" };
const customer = () => loginToken(service, "customer@wayfare.test", "Customer@123");

const PASSPORT = {
  dob: "1990-01-15",
  pNat: "IN",
  pNum: "Z1234567",
  pid: "2024-01-02",
  eD: "2034-01-01",
  pan: "ABCDE1234F",
};

async function pendingBooking(token: string, from = "DEL", to = "BOM") {
  const price = publishedPrice(from, to, 40);
  const review = await reviewCall(service, token, [price.id]);
  const bookingId = review.body.payload.bookingId as string;
  const passenger = {
    ...adult("Asha", "Rao"),
    ...(review.body.payload.isDomestic ? {} : PASSPORT),
  };
  const booked = await bookCall(service, token, { bookingId, passengers: [passenger] });
  if (!booked.response.ok) throw new Error(JSON.stringify(booked.body.errors));
  return { bookingId, total: booked.body.payload.total as number };
}

async function redeem(token: string, bookingId: string, voucherCode = "", tjCashPoints = 0) {
  const { response, body } = await bookingCall(
    service,
    FLIGHT_REDEMPTION_PATH,
    { bookingId, voucherCode, tjCashPoints },
    token,
  );
  return {
    response,
    body,
    payload: response.ok ? redemptionPayloadSchema.parse(body.payload) : undefined,
  };
}

function startCardPayment(token: string, bookingId: string, amount: number) {
  return bookingCall(
    service,
    PAYMENT_INITIATE_PATH,
    { bookingId, amount, mode: "CARD", card: CARD },
    token,
  );
}

/**
 * The gateway's answers once its processing time has passed: the clock moves on once for all
 * the payments asked about together (moving it per payment raced when two were in flight).
 */
async function statusesAfterProcessing(token: string, orderRefIds: string[]) {
  clockOffset = 5_000;
  try {
    return await Promise.all(
      orderRefIds.map(
        async (orderRefId) =>
          (await bookingCall(service, PAYMENT_STATUS_PATH, { orderRefId }, token)).body,
      ),
    );
  } finally {
    clockOffset = 0;
  }
}

async function payByCard(token: string, bookingId: string, amount: number) {
  const started = await startCardPayment(token, bookingId, amount);
  if (!started.response.ok) return started.body;
  const [status] = await statusesAfterProcessing(token, [started.body.payload.orderRefId]);
  return status;
}

describe("POST /xms/v1/flight/redemption: vouchers (J§4, J§5)", () => {
  it("WAYDOM10 takes 10% (at most ₹1,000) off a domestic booking; payment must be the rest", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const { payload } = await redeem(token, bookingId, " waydom10 ");
    const discount = Math.min(Math.floor(total / 10), fromRupees(1000));
    expect(payload?.voucher).toEqual({ valid: true, discount });
    expect(payload?.booking.redemption).toEqual({
      voucherCode: "WAYDOM10",
      tjCashPoints: 0,
      creditShell: 0,
    });
    expect(payload?.booking.fareSummary).toMatchObject({
      total,
      voucherDiscount: discount,
      finalAmount: total - discount,
    });
    expect((await payByCard(token, bookingId, total)).errors[0].errCode).toBe("1015");
    expect((await payByCard(token, bookingId, total - discount)).payload.status).toBe("SUCCESS");
  });

  it("an unknown code, or one whose terms do not apply, is answered and not applied", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const unknown = await redeem(token, bookingId, "NOSUCHCODE");
    expect(unknown.payload?.voucher).toEqual({ valid: false });
    expect(unknown.payload?.booking.fareSummary.finalAmount).toBe(total);
    const abroadOnly = await pendingBooking(token, "DEL", "DXB");
    const domesticCode = await redeem(token, abroadOnly.bookingId, "WAYDOM10");
    expect(domesticCode.payload?.voucher).toEqual({ valid: true, discount: 0 });
    expect(domesticCode.payload?.booking.redemption?.voucherCode).toBe("");
  });

  it("an empty code clears the voucher", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    await redeem(token, bookingId, "WAYDOM10");
    const cleared = await redeem(token, bookingId, "");
    expect(cleared.payload?.voucher).toBeUndefined();
    expect(cleared.payload?.booking.fareSummary).toMatchObject({
      voucherDiscount: 0,
      finalAmount: total,
    });
  });
});

describe("POST /xms/v1/flight/redemption: TJ Cash (J§4, J§5)", () => {
  it("takes the points from the wallet only when the booking is paid", async () => {
    const token = await customer();
    const { bookingId, total } = await pendingBooking(token);
    const before = await balance(service, token, "TJ_CASH");
    const { payload } = await redeem(token, bookingId, "WAYDOM10", 100);
    expect(payload?.tjCash).toEqual({ kind: "applied", points: 100 });
    const due = payload?.booking.fareSummary.finalAmount ?? 0;
    expect(payload?.booking.fareSummary.tjCashRedeemed).toBe(fromRupees(100));
    expect(due).toBe(
      total - (payload?.voucher?.valid ? payload.voucher.discount : 0) - fromRupees(100),
    );
    expect(await balance(service, token, "TJ_CASH")).toBe(before);
    expect((await payByCard(token, bookingId, due)).payload.status).toBe("SUCCESS");
    expect(await balance(service, token, "TJ_CASH")).toBe(before - fromRupees(100));
  });

  it("'Insufficient Balance' beyond the balance, and a guest has none", async () => {
    const token = await customer();
    const { bookingId } = await pendingBooking(token);
    const points = (await balance(service, token, "TJ_CASH")) / 100;
    const tooMany = await redeem(token, bookingId, "", points + 1);
    expect(tooMany.payload?.tjCash).toEqual({ kind: "insufficient", balancePoints: points });
    expect(tooMany.payload?.booking.redemption?.tjCashPoints).toBe(0);
    const guest = await guestToken(service);
    const guestBooking = await pendingBooking(guest);
    expect((await redeem(guest, guestBooking.bookingId, "", 1)).payload?.tjCash).toEqual({
      kind: "insufficient",
      balancePoints: 0,
    });
  });

  it("'Please clear TJ Cash…' before blocking, and no change while a card payment is in flight", async () => {
    const token = await customer();
    const { bookingId } = await pendingBooking(token);
    await redeem(token, bookingId, "", 10);
    const hold = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
    expect(hold.body.errors[0].message).toBe(
      "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
    );
    const due = bookingPayloadSchema.parse(
      (await redeem(token, bookingId, "", 10)).payload?.booking,
    ).fareSummary.finalAmount;
    await bookingCall(
      service,
      PAYMENT_INITIATE_PATH,
      { bookingId, amount: due, mode: "CARD", card: CARD },
      token,
    );
    const during = await redeem(token, bookingId, "", 0);
    expect(during.response.status).toBe(409);
    expect(during.body.errors[0].errCode).toBe("2504");
  });

  it("two bookings paying with more points than the wallet holds: one is paid, the other fails with 2001", async () => {
    const token = await customer();
    const points = (await balance(service, token, "TJ_CASH")) / 100;
    const half = Math.floor(points / 2) + 1;
    const first = await pendingBooking(token);
    const second = await pendingBooking(token);
    const dues = await Promise.all(
      [first, second].map(async ({ bookingId }) => {
        const { payload } = await redeem(token, bookingId, "", half);
        expect(payload?.tjCash).toEqual({ kind: "applied", points: half });
        return payload?.booking.fareSummary.finalAmount ?? 0;
      }),
    );
    const started = await Promise.all([
      startCardPayment(token, first.bookingId, dues[0] ?? 0),
      startCardPayment(token, second.bookingId, dues[1] ?? 0),
    ]);
    expect(started.map(({ response }) => response.status)).toEqual([200, 200]);
    const results = await statusesAfterProcessing(
      token,
      started.map(({ body }) => body.payload.orderRefId),
    );
    const statuses = results.map((result) => result.payload.status).sort();
    expect(statuses).toEqual(["FAILED", "SUCCESS"]);
    expect(
      results.find((result) => result.payload.status === "FAILED")?.payload.failureReason,
    ).toBe("Insufficient Balance");
    expect(await balance(service, token, "TJ_CASH")).toBe((points - half) * 100);
  });
});

describe("refunds of a booking paid by card with a voucher", () => {
  it("go to the credit shell, never more than was charged, and pay the next booking first", async () => {
    const token = await customer();
    const { bookingId, total } = await pendingBooking(token);
    const { payload } = await redeem(token, bookingId, "WAYDOM10");
    const charged = payload?.booking.fareSummary.finalAmount ?? 0;
    expect((await payByCard(token, bookingId, charged)).payload.status).toBe("SUCCESS");
    const before = await balance(service, token, "CREDIT_SHELL");
    const { body } = await bookingCall(service, CANCELLATION_CONFIRM_PATH, { bookingId }, token);
    expect(body.payload).toMatchObject({ refundTo: "CREDIT_SHELL", cancelsBooking: true });
    expect(body.payload.totalRefund).toBeLessThanOrEqual(charged);
    expect(body.payload.totalRefund).toBeLessThan(total);
    expect(await balance(service, token, "CREDIT_SHELL")).toBe(before + body.payload.totalRefund);

    const next = await pendingBooking(token);
    const shell = await balance(service, token, "CREDIT_SHELL");
    const used = Math.min(shell, next.total - 100);
    const { payload: redeemed } = await bookingCall(
      service,
      FLIGHT_REDEMPTION_PATH,
      { bookingId: next.bookingId, voucherCode: "", tjCashPoints: 0, useCreditShell: true },
      token,
    ).then(({ body: answer }) => ({ payload: redemptionPayloadSchema.parse(answer.payload) }));
    expect(redeemed.booking.redemption?.creditShell).toBe(used);
    expect(redeemed.booking.fareSummary).toMatchObject({
      creditShellUtilized: used,
      finalAmount: next.total - used,
    });
    const due = redeemed.booking.fareSummary.finalAmount ?? 0;
    expect((await payByCard(token, next.bookingId, due)).payload.status).toBe("SUCCESS");
    expect(await balance(service, token, "CREDIT_SHELL")).toBe(shell - used);
  });
});
