import { randomInt } from "node:crypto";
import { isValidTicketNumber, MY_BOOKINGS_PATH, UNHOLD_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adult,
  bookCall,
  bookingCall,
  detailsCall,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, distributorToken, freshUserToken, seatsLeft } from "./after-booking-testing";

let service: FlightService;
let clockOffset = 0;
beforeAll(async () => {
  // A 15-minute session (SESSION_EXPIRY_MINUTES), so bookings lapse while the user's token
  // (30 minutes) still works.
  service = await serviceUnderTest({
    now: () => new Date(Date.now() + clockOffset),
    sessionMinutes: 15,
  });
});
afterAll(() => service.close());

const MINUTE = 60_000;
const unhold = (token: string, bookingId: string) =>
  bookingCall(service, UNHOLD_PATH, { bookingId }, token);

async function later<T>(minutes: number, run: () => Promise<T>): Promise<T> {
  clockOffset = minutes * MINUTE;
  try {
    return await run();
  } finally {
    clockOffset = 0;
  }
}

describe("POST /xms/v1/flight/unhold", () => {
  it("releases a hold: CANCELLED, its seats back on the counters; again answers the same", async () => {
    const token = await freshUserToken(service);
    const { booking, priceIds } = await booked(service, token, { hold: true });
    const seatsWhileHeld = await seatsLeft(service, token, priceIds);
    const first = await unhold(token, booking.bookingId);
    expect(first.response.status).toBe(200);
    expect(first.body.payload).toMatchObject({ bookingId: booking.bookingId, status: "CANCELLED" });
    expect(await seatsLeft(service, token, priceIds)).toBe(seatsWhileHeld + 1);
    const again = await unhold(token, booking.bookingId);
    expect(again.body.payload.status).toBe("CANCELLED");
    expect(await seatsLeft(service, token, priceIds)).toBe(seatsWhileHeld + 1);
    const pay = await payCall(service, token, {
      bookingId: booking.bookingId,
      wallet: "DEPOSIT",
      amount: booking.total,
    });
    expect(pay.body.errors[0].errCode).toBe("2504");
  });

  it("answers 1016 for someone else's booking and 2504 for one not on hold", async () => {
    const token = await freshUserToken(service);
    const held = (await booked(service, token, { hold: true })).booking;
    const stranger = await unhold(await freshUserToken(service), held.bookingId);
    expect(stranger.response.status).toBe(404);
    expect(stranger.body.errors[0].errCode).toBe("1016");
    const pending = (await booked(service, token)).booking;
    const notHeld = await unhold(token, pending.bookingId);
    expect(notHeld.body.errors).toEqual([
      { errCode: "2504", message: "Invalid request, data passed is wrong" },
    ]);
  });
});

describe("pay now for a held booking", () => {
  it("tickets an On Hold booking from the wallet", async () => {
    const token = await distributorToken(service);
    const { booking } = await booked(service, token, { hold: true });
    const { body } = await payCall(service, token, {
      bookingId: booking.bookingId,
      wallet: "DEPOSIT",
      amount: booking.total,
    });
    expect(body.payload.status).toBe("Success");
    const tickets = Object.values(body.payload.passengers[0].ticketNumbers) as string[];
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every(isValidTicketNumber)).toBe(true);
  });
});

// Looking at a flight "later" releases every expired booking on it, other files' too on the
// shared Postgres database, so these tests book a route no other test file books.
const ownRoute = () => [publishedPrice("HYD", "MAA", randomInt(30, 300)).id];

describe("expired holds and unpaid bookings", () => {
  it("a hold past its pay-by time gives its seats back; paying it answers 1059", async () => {
    const token = await freshUserToken(service);
    const { booking, priceIds } = await booked(service, token, {
      hold: true,
      priceIds: ownRoute(),
    });
    const seatsWhileHeld = await seatsLeft(service, token, priceIds);
    await later(121, async () => {
      expect(await seatsLeft(service, token, priceIds)).toBe(seatsWhileHeld + 1);
      const pay = await payCall(service, token, {
        bookingId: booking.bookingId,
        wallet: "DEPOSIT",
        amount: booking.total,
      });
      expect(pay.body.errors).toEqual([{ errCode: "1059", message: "Hold time limit expired" }]);
      const { body } = await bookingCall(service, MY_BOOKINGS_PATH, { tab: "Cancelled" }, token);
      expect(body.payload.bookings[0]).toMatchObject({
        bookingId: booking.bookingId,
        status: "CANCELLED",
      });
    });
  });

  it("an unpaid booking past its session's minutes is released when it is looked at", async () => {
    const token = await freshUserToken(service);
    const { booking, priceIds } = await booked(service, token, { priceIds: ownRoute() });
    const seatsWhileBooked = await seatsLeft(service, token, priceIds);
    await later(16, async () => {
      const { body } = await detailsCall(service, { bookingId: booking.bookingId }, token);
      expect(body.payload.status).toBe("CANCELLED");
    });
    expect(await seatsLeft(service, token, priceIds)).toBe(seatsWhileBooked + 1);
  });

  it("a book that finds its class full releases the expired unpaid bookings on it first", async () => {
    const token = await freshUserToken(service);
    const priceIds = ownRoute();
    const seats = await seatsLeft(service, token, priceIds);
    for (let booking = 1; booking < seats; booking += 1) await booked(service, token, { priceIds });
    const bookingId = await later(9, async () => {
      const { body } = await reviewCall(service, token, priceIds);
      await booked(service, token, { priceIds });
      return body.payload.bookingId as string;
    });
    // The first bookings lapsed at minute 15; the last seat is still held until minute 24.
    await later(16, async () => {
      const { body } = await bookCall(service, token, { bookingId, passengers: [adult("Ravi")] });
      expect(body).toMatchObject({ payload: { bookingId, status: "Pending" } });
    });
  });

  it("concurrent releases of one expired hold give its seats back once", async () => {
    const token = await freshUserToken(service);
    const { booking, priceIds } = await booked(service, token, {
      hold: true,
      priceIds: ownRoute(),
    });
    const seatsWhileHeld = await seatsLeft(service, token, priceIds);
    await later(121, () =>
      Promise.all([
        ...Array.from({ length: 4 }, () => seatsLeft(service, token, priceIds)),
        unhold(token, booking.bookingId),
        detailsCall(service, { bookingId: booking.bookingId }, token),
      ]),
    );
    expect(await seatsLeft(service, token, priceIds)).toBe(seatsWhileHeld + 1);
  });
});
