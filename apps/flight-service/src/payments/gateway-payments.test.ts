import { randomInt } from "node:crypto";
import {
  bookingPayloadSchema,
  gatewayPaymentPayloadSchema,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adult,
  bookCall,
  bookingCall,
  detailsCall,
  guestToken,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { DECLINED_TEST_CARD, SLOW_TEST_CARD } from "./gateway-simulator";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  // A 15-minute session, so an unpaid booking lapses while the token (30 minutes) works.
  service = await serviceUnderTest({
    now: () => new Date(Date.now() + clockOffset),
    sessionMinutes: 15,
  });
});
afterAll(() => service.close());

const CARD = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };

/** A guest's pending booking of one adult, with its total. */
async function pendingBooking(token: string) {
  const price = publishedPrice("BOM", "GOI", randomInt(30, 300));
  const review = await reviewCall(service, token, [price.id]);
  const bookingId = review.body.payload.bookingId as string;
  const booked = await bookCall(service, token, {
    bookingId,
    passengers: [adult("Ravi", "Kumar")],
  });
  return { bookingId, total: booked.body.payload.total as number };
}

const initiate = (token: string, data: object) =>
  bookingCall(service, PAYMENT_INITIATE_PATH, data, token);
const status = (token: string, orderRefId: string) =>
  bookingCall(service, PAYMENT_STATUS_PATH, { orderRefId }, token);

async function later<T>(seconds: number, call: () => Promise<T>): Promise<T> {
  clockOffset = seconds * 1000;
  try {
    return await call();
  } finally {
    clockOffset = 0;
  }
}

describe("gateway payments: card, UPI and net banking (J§2 Payments, J§4 pending)", () => {
  it("a card payment is pending, then settles and tickets the booking", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const started = await initiate(token, { bookingId, amount: total, mode: "CARD", card: CARD });
    const payment = gatewayPaymentPayloadSchema.parse(started.body.payload);
    expect(payment).toMatchObject({
      status: "PENDING",
      amount: total,
      instrument: "VISA •••• 1111",
    });
    expect(payment.retryInSecond).toBeGreaterThan(0);
    expect(JSON.stringify(started.body)).not.toContain("4111111111111111");

    expect((await status(token, payment.orderRefId)).body.payload.status).toBe("PENDING");
    const settled = await later(5, () => status(token, payment.orderRefId));
    expect(settled.body.payload).toMatchObject({ status: "SUCCESS", retryInSecond: 0 });
    const booking = bookingPayloadSchema.parse(
      (await detailsCall(service, { bookingId }, token)).body.payload,
    );
    expect(booking.status).toBe("Success");
    expect(Object.values(booking.passengers[0]?.ticketNumbers ?? {})).toHaveLength(1);
  });

  it("a declined card fails with the bank's reason; the booking can be paid again", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const declined = { ...CARD, number: DECLINED_TEST_CARD };
    const first = await initiate(token, { bookingId, amount: total, mode: "CARD", card: declined });
    const failed = await later(5, () => status(token, first.body.payload.orderRefId));
    expect(failed.body.payload).toMatchObject({
      status: "FAILED",
      failureReason: "The card was declined by the issuing bank",
    });
    const retry = await initiate(token, {
      bookingId,
      amount: total,
      mode: "UPI",
      upiId: "ravi@okaxis",
    });
    expect(retry.body.payload.orderRefId).not.toBe(first.body.payload.orderRefId);
    expect(
      (await later(5, () => status(token, retry.body.payload.orderRefId))).body.payload.status,
    ).toBe("SUCCESS");
  });

  it("the slow test card stays pending for 200 s, asked again every 30 s at most, then succeeds", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const slow = { ...CARD, number: SLOW_TEST_CARD };
    const started = await initiate(token, { bookingId, amount: total, mode: "CARD", card: slow });
    const { orderRefId } = started.body.payload;
    expect(started.body.payload.retryInSecond).toBe(30);
    for (const seconds of [30, 90, 180]) {
      const pending = await later(seconds, () => status(token, orderRefId));
      expect(pending.body.payload.status).toBe("PENDING");
    }
    const nearly = await later(195, () => status(token, orderRefId));
    expect(nearly.body.payload.retryInSecond).toBe(5);
    expect((await later(201, () => status(token, orderRefId))).body.payload.status).toBe("SUCCESS");
  });

  it("a second submit while one is in flight answers the same payment", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const body = { bookingId, amount: total, mode: "NETBANKING", bank: "HDFC" };
    const [a, b] = await Promise.all([initiate(token, body), initiate(token, body)]);
    expect(b.body.payload.orderRefId).toBe(a.body.payload.orderRefId);
    expect(a.body.payload.instrument).toBe("HDFC Bank");
  });

  it("two status calls after it is due settle it once: one set of tickets", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const started = await initiate(token, {
      bookingId,
      amount: total,
      mode: "UPI",
      upiId: "asha@okicici",
    });
    const orderRefId = started.body.payload.orderRefId;
    clockOffset = 5000;
    try {
      const answers = await Promise.all([status(token, orderRefId), status(token, orderRefId)]);
      expect(answers.map((answer) => answer.body.payload.status)).toEqual(["SUCCESS", "SUCCESS"]);
    } finally {
      clockOffset = 0;
    }
    const booking = (await detailsCall(service, { bookingId }, token)).body.payload;
    const tickets = Object.values(booking.passengers[0].ticketNumbers);
    expect(tickets).toHaveLength(1);
  });

  it("refuses a wrong amount (1015), someone else's booking (1016), a missing instrument", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const wrong = await initiate(token, {
      bookingId,
      amount: total + 100,
      mode: "CARD",
      card: CARD,
    });
    expect(wrong.body.errors[0].errCode).toBe("1015");
    const stranger = await initiate(await guestToken(service), {
      bookingId,
      amount: total,
      mode: "CARD",
      card: CARD,
    });
    expect(stranger.body.errors[0].errCode).toBe("1016");
    const bare = await initiate(token, { bookingId, amount: total, mode: "UPI" });
    expect(bare.body.errors[0].errCode).toBe("2504");
    const badCard = await initiate(token, {
      bookingId,
      amount: total,
      mode: "CARD",
      card: { ...CARD, number: "4111 1111 1111 1112" },
    });
    expect(badCard.response.status).toBe(400);
    expect(badCard.body.errors[0].message).toBe("Please enter a valid card number");
  });

  it("only the payer can ask about a payment; a booking past its pay-by time fails it", async () => {
    const token = await guestToken(service);
    const { bookingId, total } = await pendingBooking(token);
    const started = await initiate(token, { bookingId, amount: total, mode: "CARD", card: CARD });
    const orderRefId = started.body.payload.orderRefId;
    expect((await status(await guestToken(service), orderRefId)).body.errors[0].errCode).toBe(
      "1016",
    );
    const expired = await later(16 * 60, () => status(token, orderRefId));
    expect(expired.body.payload).toMatchObject({
      status: "FAILED",
      failureReason: "Hold time limit expired",
    });
  });
});
