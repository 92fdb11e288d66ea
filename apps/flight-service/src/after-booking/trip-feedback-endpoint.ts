import { endpoints, mayGiveFeedback, type TripFeedback } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { findReview } from "../booking/booking-payload";
import type { Database } from "../db/database";
import { type ReviewRow, tripFeedback } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { segmentDepartureUtc } from "./journey-times";
import { canSeeBooking } from "./visible-bookings";

/** A booking's feedback after travel, once given. */
export async function tripFeedbackOf(
  db: Pick<Database, "select">,
  bookingId: string,
): Promise<TripFeedback | undefined> {
  const [row] = await db.select().from(tripFeedback).where(eq(tripFeedback.bookingId, bookingId));
  if (!row) return undefined;
  return {
    rating: row.rating,
    ...(row.comment ? { comment: row.comment } : {}),
    givenAt: row.givenAt.toISOString(),
  };
}

/** When a booking's last flight departs (its trips' last segment). */
export function lastDepartureOf(review: Pick<ReviewRow, "trips">): Date {
  const last = review.trips.flatMap((trip) => trip.segments).at(-1);
  if (!last) throw new Error("a booking without flights");
  return segmentDepartureUtc(last);
}

/**
 * POST /xms/v1/backend { apiName: "submitFeedback", bookingId, rating, comment? } (F§7): a
 * viewer of a travelled booking rates the trip (J§2 feedback), once per booking: a second
 * submit answers the feedback already given. Not yet travelled is 2504; anyone else's
 * booking 1016, as for an unknown one.
 */
export const submitFeedback = forUser(
  endpoints.submitFeedback,
  async ({ bookingId, rating, comment }, { ctx, subject }) => {
    const found = await findReview(ctx.db, bookingId);
    const booking = found?.booking;
    if (!found || !booking || !(await canSeeBooking(ctx.db, subject, booking))) {
      return refuse("1016", 404);
    }
    const now = ctx.config.now();
    const lastDeparture = lastDepartureOf(found.review);
    if (!mayGiveFeedback({ status: booking.status, lastDeparture }, now)) {
      return refuse("2504", 400);
    }
    await ctx.db
      .insert(tripFeedback)
      .values({ bookingId, userId: subject.userId, rating, comment: comment ?? null, givenAt: now })
      .onConflictDoNothing();
    const feedback = await tripFeedbackOf(ctx.db, bookingId);
    if (!feedback) throw new Error(`feedback of ${bookingId} was not kept`);
    return { feedback };
  },
);
