import {
  bookingPayloadSchema,
  FLIGHT_HOLD_PATH,
  fromRupees,
  REVIEW_DETAILS_PATH,
  reviewDetailsPayloadSchema,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookedForAddOns } from "../add-ons/add-ons-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import {
  adult,
  bookCall,
  bookingCall,
  guestToken,
  payCall,
  publishedPrice,
  reviewCall,
} from "./booking-testing";

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

const MINUTE = 60_000;

async function reviewedBy(token: string, daysAhead = 40) {
  const price = publishedPrice("DEL", "BLR", daysAhead);
  const { body } = await reviewCall(service, token, [price.id]);
  return body.payload.bookingId as string;
}

describe("POST /xms/v1/flight/review-details", () => {
  it("answers the owner's review again, then the status of the booking made from it", async () => {
    const token = await guestToken(service);
    const bookingId = await reviewedBy(token);
    const before = await bookingCall(service, REVIEW_DETAILS_PATH, { bookingId }, token);
    const review = reviewDetailsPayloadSchema.parse(before.body.payload);
    expect(review).toMatchObject({ bookingId, bookingStatus: null, priceChanged: false });
    expect(review.tripInfos).toHaveLength(1);
    await bookCall(service, token, { bookingId, passengers: [adult("Meera")] });
    const after = await bookingCall(service, REVIEW_DETAILS_PATH, { bookingId }, token);
    expect(after.body.payload.bookingStatus).toBe("Pending");
  });

  it("is 2504 for anyone else's bookingId, and asks for a token", async () => {
    const bookingId = await reviewedBy(await guestToken(service));
    const other = await bookingCall(
      service,
      REVIEW_DETAILS_PATH,
      { bookingId },
      await guestToken(service),
    );
    expect(other.response.status).toBe(404);
    expect(other.body.errors[0].errCode).toBe("2504");
    const anonymous = await bookingCall(service, REVIEW_DETAILS_PATH, { bookingId });
    expect(anonymous.response.status).toBe(403);
  });
});

describe("POST /xms/v1/flight/hold ('Block')", () => {
  it("puts a pending booking on hold for 2 hours; holding again answers the same", async () => {
    const token = await guestToken(service);
    const bookingId = await reviewedBy(token);
    await bookCall(service, token, { bookingId, passengers: [adult("Kabir")] });
    const held = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
    const booking = bookingPayloadSchema.parse(held.body.payload);
    expect(booking.status).toBe("On Hold");
    const holdMs = new Date(booking.payBy ?? 0).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(119 * MINUTE);
    const again = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
    expect(again.body.payload).toEqual(held.body.payload);
  });

  it("adds the hold charges to the total: ₹200 a passenger on a low-cost carrier, none on a full-service one (J§1)", async () => {
    for (const lcc of [true, false]) {
      const token = await guestToken(service);
      const paxInfo = { ADULT: 2, CHILD: 0, INFANT: 0 };
      const { bookingId, total } = await bookedForAddOns(service, token, { paxInfo, lcc });
      const held = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
      const booking = bookingPayloadSchema.parse(held.body.payload);
      const charges = lcc ? fromRupees(400) : 0;
      expect(booking.fareSummary.holdCharges).toBe(charges);
      expect(booking.total).toBe(total + charges);
    }
  });

  it("refuses a paid booking (2504)", async () => {
    const login = await service.fetch(
      backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
    );
    const token = login.headers.get("authorization") ?? "";
    const bookingId = await reviewedBy(token);
    const booked = await bookCall(service, token, { bookingId, passengers: [adult("Ira")] });
    const amount = booked.body.payload.total as number;
    await payCall(service, token, { bookingId, wallet: "DEPOSIT", amount });
    const paid = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
    expect(paid.body.errors[0].errCode).toBe("2504");
  });

  it("refuses someone else's booking and an unbooked review (1016)", async () => {
    const token = await guestToken(service);
    const unbooked = await reviewedBy(token);
    const none = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId: unbooked }, token);
    expect(none.body.errors[0].errCode).toBe("1016");
    await bookCall(service, token, { bookingId: unbooked, passengers: [adult("Tara")] });
    const stranger = await bookingCall(
      service,
      FLIGHT_HOLD_PATH,
      { bookingId: unbooked },
      await guestToken(service),
    );
    expect(stranger.body.errors[0].errCode).toBe("1016");
  });

  it("is 1059 once the pending booking's pay-by time has passed", async () => {
    const token = await guestToken(service);
    const bookingId = await reviewedBy(token);
    await bookCall(service, token, { bookingId, passengers: [adult("Nila")] });
    clockOffset = 16 * MINUTE;
    try {
      const late = await bookingCall(service, FLIGHT_HOLD_PATH, { bookingId }, token);
      expect(late.body.errors[0].errCode).toBe("1059");
    } finally {
      clockOffset = 0;
    }
  });
});
