import { bookingIdSchema } from "@wayfare/domain";
import { and, eq, inArray, notExists } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { bookings, reviews } from "../db/schema";
import { success } from "../http/envelope";
import { refuse } from "../http/refusal";

export const DEV_EXPIRE_BOOKING_PATH = "/xms/v1/dev/expire-booking";

/**
 * POST /xms/v1/dev/expire-booking?bookingId=…: moves an unpaid booking's pay-by time a
 * minute into the past, so tests can see what a lapsed hold does (1059) without waiting two
 * hours; for a review not booked yet, its expiry (the session of J§4 ends). Off (404) in
 * production, like the dev outbox.
 */
export async function devExpireBooking(ctx: ServiceContext, request: Request): Promise<Response> {
  if (!ctx.config.devEndpoints) return refuse("404", 404).response();
  const bookingId = bookingIdSchema.safeParse(new URL(request.url).searchParams.get("bookingId"));
  if (!bookingId.success) return refuse("2504", 400).response();
  const payBy = new Date(ctx.config.now().getTime() - 60_000);
  const updated = await ctx.db
    .update(bookings)
    .set({ payBy })
    .where(and(eq(bookings.id, bookingId.data), inArray(bookings.status, ["Pending", "On Hold"])))
    .returning({ id: bookings.id });
  if (updated.length > 0) return success({ bookingId: bookingId.data, payBy: payBy.toISOString() });
  const unbooked = await ctx.db
    .update(reviews)
    .set({ expiresAt: payBy })
    .where(
      and(
        eq(reviews.id, bookingId.data),
        notExists(ctx.db.select().from(bookings).where(eq(bookings.id, reviews.id))),
      ),
    )
    .returning({ id: reviews.id });
  if (unbooked.length === 0) return refuse("1016", 404).response();
  return success({ bookingId: bookingId.data, expiresAt: payBy.toISOString() });
}
