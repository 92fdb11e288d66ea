import type { TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { Transaction } from "../db/database";
import { type BookingModificationRow, bookingModifications } from "../db/schema";
import { Refusal, refuse } from "../http/refusal";
import { loadTicketedBooking, type TicketedBooking } from "./ticketed-booking";

/**
 * A modification the caller may pay, its row locked first and then its booking's (the one
 * order of locks for every payment of it): 1016 for none or anyone else's, the booking's
 * refusals (decision 0067).
 */
export async function lockedModification(
  tx: Transaction,
  subject: TokenSubject,
  modificationId: string,
): Promise<{ row: BookingModificationRow; loaded: TicketedBooking } | Refusal> {
  const [row] = await tx
    .select()
    .from(bookingModifications)
    .where(eq(bookingModifications.id, modificationId))
    .for("update");
  if (!row) return refuse("1016", 404);
  const loaded = await loadTicketedBooking(tx, subject, row.bookingId, true);
  return loaded instanceof Refusal ? loaded : { row, loaded };
}
