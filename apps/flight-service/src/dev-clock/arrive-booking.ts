import { devEndpoints, type Segment } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { segmentArrivalUtc } from "../after-booking/journey-times";
import { findReview } from "../booking/booking-payload";
import { reviews } from "../db/schema";
import { devEndpointsOff, forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";

const MINUTE_MS = 60_000;

/** A wall-clock time ("2026-03-01T06:30") moved by whole minutes, in the same format. */
function shiftWallClock(localTime: string, minutes: number): string {
  const moved = new Date(Date.parse(`${localTime.slice(0, 16)}Z`) + minutes * MINUTE_MS);
  return moved.toISOString().slice(0, 16);
}

function shiftSegment(segment: Segment, minutes: number): Segment {
  return {
    ...segment,
    departureTime: shiftWallClock(segment.departureTime, minutes),
    arrivalTime: shiftWallClock(segment.arrivalTime, minutes),
  };
}

/**
 * POST /xms/v1/dev/arrive-booking {data: {bookingId, hoursAgo}}: moves every flight of a
 * booking by the same whole minutes (the journey keeps its shape) so that the last one
 * landed `hoursAgo` hours before the service's now, for tests of baggage protect claims
 * (open from arrival for 96 hours) without waiting for a flight. Only the booking's copy of
 * its flights moves; the seat counters stay. 1016 for an id that is not a booking; off (404)
 * in production, like the dev outbox.
 */
export const devArriveBooking = forPublic(
  devEndpoints.devArriveBooking,
  async ({ bookingId, hoursAgo }, { ctx }) => {
    const found = await findReview(ctx.db, bookingId);
    const lastSegment = found?.review.trips.at(-1)?.segments.at(-1);
    if (!found?.booking || !lastSegment) return refuse("1016", 404);
    const target = ctx.config.now().getTime() - Math.round(hoursAgo * 60) * MINUTE_MS;
    const minutes = Math.round((target - segmentArrivalUtc(lastSegment).getTime()) / MINUTE_MS);
    const trips = found.review.trips.map((trip) => ({
      ...trip,
      segments: trip.segments.map((segment) => shiftSegment(segment, minutes)),
    }));
    const firstDeparture = new Date(found.review.firstDeparture.getTime() + minutes * MINUTE_MS);
    await ctx.db.update(reviews).set({ trips, firstDeparture }).where(eq(reviews.id, bookingId));
    const arrival = segmentArrivalUtc(shiftSegment(lastSegment, minutes));
    return { bookingId, arrival: arrival.toISOString() };
  },
  devEndpointsOff,
);
