import type { ModificationPayload } from "@wayfare/domain";
import type { BookingModificationRow } from "../db/schema";

/** A modification as the modify-booking calls answer it. */
export function modificationPayload(row: BookingModificationRow): ModificationPayload {
  return {
    modificationId: row.id,
    bookingId: row.bookingId,
    status: row.status,
    added: row.added,
    amount: row.amount,
    wallet: row.wallet ?? null,
  };
}
