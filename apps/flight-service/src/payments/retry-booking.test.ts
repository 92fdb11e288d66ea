import { randomInt } from "node:crypto";
import {
  type BookingPayload,
  bookingPayloadSchema,
  devEndpoints,
  MY_BOOKINGS_PATH,
  myBookingsPayloadSchema,
  PAYMENT_INITIATE_PATH,
  PAYMENT_STATUS_PATH,
  RETRY_BOOKING_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, booked, loggedInLike } from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  detailsCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { devCall, serviceUnderTest } from "../testing/service-under-test";
import { SIMULATED_REFUSAL_REASON } from "./airline-ticketing";

/**
 * Retry booking (J§3, J§4, decision 0062): the airline refuses to ticket a paid booking, the
 * money stays taken once, and a retry asks it again without charging. On Postgres
 * (DATABASE_URL) the concurrent retries run truly in parallel.
 */
let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  service = await serviceUnderTest({
    devEndpoints: true,
    now: () => new Date(Date.now() + clockOffset),
  });
});
afterAll(() => service.close());

const agent = async () => (await loggedInLike(service, "agent@wayfare.test", "Agent@123")).token;

async function refuseTicketing(bookingId: string, times: number) {
  const response = await service.fetch(
    devCall(devEndpoints.devRefuseTicketing, { bookingId, times }),
  );
  expect(response.status).toBe(200);
}

const retry = (token: string, bookingId: string) =>
  bookingCall(service, RETRY_BOOKING_PATH, { bookingId }, token);

async function details(token: string, bookingId: string): Promise<BookingPayload> {
  return bookingPayloadSchema.parse(
    (await detailsCall(service, { bookingId }, token)).body.payload,
  );
}

const ticketNumbers = (booking: BookingPayload) =>
  booking.passengers.flatMap((passenger) => Object.values(passenger.ticketNumbers ?? {}));
const logKinds = (booking: BookingPayload) => (booking.logs ?? []).map((entry) => entry.kind);

/** An agent's booking paid from the deposit while the airline refuses its tickets `times` times. */
async function paidNotTicketed(token: string, times = 1) {
  const { booking } = await booked(service, token);
  await refuseTicketing(booking.bookingId, times);
  const before = await balance(service, token);
  const paid = await payCall(service, token, {
    bookingId: booking.bookingId,
    wallet: "DEPOSIT",
    amount: booking.total,
  });
  expect(paid.response.status).toBe(200);
  return { bookingId: booking.bookingId as string, total: booking.total as number, before };
}

describe("the airline refuses to ticket a paid booking", () => {
  it("keeps the money taken once; the booking is Pending with the reason, no tickets, logged, Unconfirmed", async () => {
    const token = await agent();
    const { bookingId, total, before } = await paidNotTicketed(token);
    const booking = await details(token, bookingId);
    expect(booking.status).toBe("Pending");
    expect(booking.ticketingFailure?.reason).toBe(SIMULATED_REFUSAL_REASON);
    expect(ticketNumbers(booking)).toEqual([]);
    expect(booking.logs?.at(-1)).toMatchObject({
      kind: "PAID_NOT_TICKETED",
      detail: `Deposit: ${SIMULATED_REFUSAL_REASON}`,
    });
    expect(await balance(service, token)).toBe(before - total);
    const listed = await bookingCall(service, MY_BOOKINGS_PATH, { tab: "Unconfirmed" }, token);
    expect(myBookingsPayloadSchema.parse(listed.body.payload).bookings).toEqual([
      expect.objectContaining({
        bookingId,
        tab: "Unconfirmed",
        awaitingTickets: true,
        payBy: null,
      }),
    ]);

    const again = await payCall(service, token, { bookingId, wallet: "DEPOSIT", amount: total });
    expect(again.body.payload.status).toBe("Pending");
    expect(await balance(service, token)).toBe(before - total);
  });

  it("is not released when its pay-by time passes: the seats stay held for it", async () => {
    const token = await agent();
    const { bookingId } = await paidNotTicketed(token);
    await service.fetch(devCall(devEndpoints.devExpireBooking, { bookingId }));
    expect((await details(token, bookingId)).status).toBe("Pending");
    expect((await retry(token, bookingId)).body.payload.status).toBe("Success");
  });

  it("after a card payment: the gateway payment is SUCCESS, the booking awaits its tickets", async () => {
    const token = await guestToken(service);
    const price = publishedPrice("BOM", "GOI", randomInt(30, 300));
    const review = await reviewCall(service, token, [price.id]);
    const bookingId = review.body.payload.bookingId as string;
    await refuseTicketing(bookingId, 1);
    const made = await bookCall(service, token, { bookingId, passengers: [adult("Ravi")] });
    const card = { number: "4111 1111 1111 1111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" };
    const started = await bookingCall(
      service,
      PAYMENT_INITIATE_PATH,
      { bookingId, amount: made.body.payload.total, mode: "CARD", card },
      token,
    );
    clockOffset = 5_000;
    try {
      const settled = await bookingCall(
        service,
        PAYMENT_STATUS_PATH,
        { orderRefId: started.body.payload.orderRefId },
        token,
      );
      expect(settled.body.payload.status).toBe("SUCCESS");
    } finally {
      clockOffset = 0;
    }
    const booking = await details(token, bookingId);
    expect(booking.status).toBe("Pending");
    expect(booking.ticketingFailure?.reason).toBe(SIMULATED_REFUSAL_REASON);
    expect((await retry(token, bookingId)).body.payload.status).toBe("Success");
  });
});

describe("retry booking (POST /xms/v1/flight/retry-booking)", () => {
  it("refused again: stays Pending with the failure updated and logged; then tickets, never charging", async () => {
    const token = await agent();
    const { bookingId, total, before } = await paidNotTicketed(token, 2);
    const failed = await retry(token, bookingId);
    expect(failed.response.status).toBe(200);
    const stillPending = bookingPayloadSchema.parse(failed.body.payload);
    expect(stillPending.status).toBe("Pending");
    expect(stillPending.ticketingFailure?.reason).toBe(SIMULATED_REFUSAL_REASON);

    const ticketed = bookingPayloadSchema.parse((await retry(token, bookingId)).body.payload);
    expect(ticketed.status).toBe("Success");
    expect(ticketed.ticketingFailure).toBeUndefined();
    expect(ticketNumbers(ticketed)).toHaveLength(1);
    expect(ticketNumbers(ticketed)[0]).toMatch(/^\d{13}$/);
    const logged = await details(token, bookingId);
    expect(logKinds(logged).slice(-3)).toEqual([
      "PAID_NOT_TICKETED",
      "TICKETING_FAILED",
      "TICKETED",
    ]);
    expect(await balance(service, token)).toBe(before - total);

    const once = bookingPayloadSchema.parse((await retry(token, bookingId)).body.payload);
    expect(ticketNumbers(once)).toEqual(ticketNumbers(ticketed));
  });

  it("two retries at once issue the tickets once", async () => {
    const token = await agent();
    const { bookingId } = await paidNotTicketed(token);
    const [a, b] = await Promise.all([retry(token, bookingId), retry(token, bookingId)]);
    const answers = [a, b].map(({ body }) => bookingPayloadSchema.parse(body.payload));
    expect(answers.map((answer) => answer.status)).toEqual(["Success", "Success"]);
    expect(ticketNumbers(answers[0] as BookingPayload)).toEqual(
      ticketNumbers(answers[1] as BookingPayload),
    );
    const logged = await details(token, bookingId);
    expect(logKinds(logged).filter((kind) => kind === "TICKETED")).toHaveLength(1);
  });

  it("refuses a booking not paid (2504) and anyone else's (1016); needs a token", async () => {
    const token = await agent();
    const { booking } = await booked(service, token);
    const unpaid = await retry(token, booking.bookingId);
    expect(unpaid.response.status).toBe(400);
    expect(unpaid.body.errors[0].errCode).toBe("2504");

    const { bookingId } = await paidNotTicketed(token);
    const stranger = await retry(await agent(), bookingId);
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors[0].errCode).toBe("1016");
    expect((await retry("", bookingId)).body.status.success).toBe(false);
    expect((await details(token, bookingId)).status).toBe("Pending");
  });

  it("the dev hook refuses an id that is not a review (1016)", async () => {
    const response = await service.fetch(
      devCall(devEndpoints.devRefuseTicketing, { bookingId: "WF1234567890123", times: 1 }),
    );
    expect(response.status).toBe(404);
  });
});
