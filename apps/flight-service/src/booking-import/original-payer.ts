import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { type BookingRow, bookingImports } from "../db/schema";

/**
 * Who a booking's refunds go back to: its owner, or for a booking an agent imported
 * (decision 0084) the customer or guest who booked and paid for it, not the agent.
 */
export async function refundRecipientOf(
  db: Database | Transaction,
  booking: Pick<BookingRow, "id" | "userId">,
): Promise<string> {
  const [imported] = await db
    .select({ fromUserId: bookingImports.fromUserId })
    .from(bookingImports)
    .where(eq(bookingImports.bookingId, booking.id));
  return imported?.fromUserId ?? booking.userId;
}
