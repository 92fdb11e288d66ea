import { devEndpoints } from "@wayfare/domain";
import { and, eq, inArray, notExists } from "drizzle-orm";
import { bookings, reviews } from "../db/schema";
import { devEndpointsOff, forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * POST /xms/v1/dev/expire-booking {data: {bookingId}}: moves an unpaid booking's pay-by time
 * a minute into the past, so tests can see what a lapsed hold does (1059) without waiting two
 * hours; for a review not booked yet, its expiry (the session of J§4 ends). Off (404) in
 * production, like the dev outbox.
 */
export const devExpireBooking = forPublic(
  devEndpoints.devExpireBooking,
  async ({ bookingId }, { ctx }) => {
    const payBy = new Date(ctx.config.now().getTime() - 60_000);
    const updated = await ctx.db
      .update(bookings)
      .set({ payBy })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ["Pending", "On Hold"])))
      .returning({ id: bookings.id });
    if (updated.length > 0) return { bookingId, payBy: payBy.toISOString() };
    const unbooked = await ctx.db
      .update(reviews)
      .set({ expiresAt: payBy })
      .where(
        and(
          eq(reviews.id, bookingId),
          notExists(ctx.db.select().from(bookings).where(eq(bookings.id, reviews.id))),
        ),
      )
      .returning({ id: reviews.id });
    if (unbooked.length === 0) return refuse("1016", 404);
    return { bookingId, expiresAt: payBy.toISOString() };
  },
  devEndpointsOff,
);
