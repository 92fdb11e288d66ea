import { endpoints, type TokenSubject } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { bookingPayload, findReview } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { releaseUnpaidBooking } from "./release-hold";
import { visibleTo } from "./visible-bookings";

/**
 * Releases an On Hold booking the caller may act on (their own or their organisation's) on its locked row: CANCELLED, seats back on the
 * counters. Releasing it again (or after its hold ran out and was released) answers it.
 */
async function unhold(ctx: ServiceContext, subject: TokenSubject, bookingId: string) {
  return ctx.db.transaction(async (tx): Promise<BookingRow | Refusal> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), visibleTo(subject)))
      .for("update");
    if (!booking) return refuse("1016", 404);
    if (booking.status === "CANCELLED" && booking.paidAt === null) return booking;
    if (booking.status !== "On Hold") return refuse("2504", 400);
    return releaseUnpaidBooking(tx, booking, {
      kind: "UNHELD",
      at: ctx.config.now(),
      by: subject,
    });
  });
}

/** POST /xms/v1/flight/unhold: 'Unhold' on the confirmation page (J§2). */
export const unholdBooking = forUser(endpoints.unhold, async ({ bookingId }, { ctx, subject }) => {
  const unheld = await unhold(ctx, subject, bookingId);
  if (unheld instanceof Refusal) return unheld;
  const found = await findReview(ctx.db, bookingId);
  if (!found) throw new Error(`booking ${bookingId} has no review`);
  return bookingPayload(unheld, found.review);
});
