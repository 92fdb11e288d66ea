import { and, eq } from "drizzle-orm";
import type { Transaction } from "../db/database";
import { type BookingRow, bookings } from "../db/schema";

/**
 * The caller's own booking, its row locked for the rest of the transaction (so two payments,
 * holds or retries of one booking run one after the other); undefined for anyone else's.
 */
export async function lockOwnBooking(
  tx: Transaction,
  userId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for("update");
  return booking;
}
