import { type ModificationPayload, quoteExpired, quoteExpiresAt } from "@wayfare/domain";
import type { BookingModificationRow } from "../db/schema";

/** A modification as the modify-booking calls answer it, its quote's expiry by `now`. */
export function modificationPayload(row: BookingModificationRow, now: Date): ModificationPayload {
  return {
    modificationId: row.id,
    bookingId: row.bookingId,
    status: row.status,
    added: row.added,
    amount: row.amount,
    wallet: row.wallet ?? null,
    expiresAt: quoteExpiresAt(row.createdAt).toISOString(),
    expired: row.status === "QUOTED" && quoteExpired(row.createdAt, now),
  };
}
