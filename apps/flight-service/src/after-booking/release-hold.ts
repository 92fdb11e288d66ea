import { eq } from "drizzle-orm";
import { returnSeats } from "../booking/seat-counters";
import type { Transaction } from "../db/database";
import { type BookingRow, bookings, reviews } from "../db/schema";
import { type LogActor, logBooking } from "./booking-log";

export const UNPAID_STATUSES = ["Pending", "On Hold"] as const;

/**
 * Cancels an unpaid booking and gives its seats back to the counters, inside the caller's
 * transaction, which must hold the booking row's lock and have seen it unpaid; logged as
 * the caller says (an unhold, or a release of a booking not paid in time).
 */
export async function releaseUnpaidBooking(
  tx: Transaction,
  booking: BookingRow,
  log: { kind: "UNHELD" | "RELEASED"; at: Date; by: LogActor },
): Promise<BookingRow> {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, booking.id));
  if (!review) throw new Error(`booking ${booking.id} has no review`);
  await returnSeats(tx, review.seatClaims, review.paxInfo.ADULT + review.paxInfo.CHILD);
  const [released] = await tx
    .update(bookings)
    .set({ status: "CANCELLED" })
    .where(eq(bookings.id, booking.id))
    .returning();
  await logBooking(tx, { bookingId: booking.id, ...log });
  return released as BookingRow;
}
