/**
 * What happened to a booking, for the booking logs on the review and confirmation (J§4 "who
 * did what, when"): each entry has its kind, when, who (a person's name, or Wayfare for what
 * the service did by itself) and a detail (the wallet or card, a failure's reason, a refund).
 * No zod here: the pages that show the log import these words without the schema library.
 */
export const BOOKING_LOG_KINDS = [
  "BOOKED",
  "HELD",
  "UNHELD",
  "PAID",
  "PAID_NOT_TICKETED",
  "TICKETING_FAILED",
  "TICKETED",
  "PAYMENT_FAILED",
  "PAYMENT_CANCELLED",
  "RELEASED",
  "CANCELLED",
  "ADD_ONS_ADDED",
  "REISSUED",
  "NAME_CORRECTED",
] as const;
export type BookingLogKind = (typeof BOOKING_LOG_KINDS)[number];

/** The name logged for what the service did by itself (an unpaid booking released). */
export const BOOKING_LOG_SYSTEM_ACTOR = "Wayfare";

/** One entry as booking-details answers it (`bookingLogEntrySchema` checks it). */
export interface BookingLogEntry {
  kind: BookingLogKind;
  /** ISO instant. */
  at: string;
  by: string;
  detail: string;
}

const LABELS: Record<BookingLogKind, string> = {
  BOOKED: "Booked",
  HELD: "Put on hold",
  UNHELD: "Hold released",
  PAID: "Paid and ticketed",
  PAID_NOT_TICKETED: "Paid, tickets not issued",
  TICKETING_FAILED: "Retry booking failed",
  TICKETED: "Tickets issued on retry",
  PAYMENT_FAILED: "Payment failed",
  PAYMENT_CANCELLED: "Payment cancelled",
  RELEASED: "Released unpaid",
  CANCELLED: "Cancelled",
  ADD_ONS_ADDED: "Seats, meals or baggage added",
  REISSUED: "Date or class changed, new tickets issued",
  NAME_CORRECTED: "Name corrected by the travel desk",
};

/** "Paid and ticketed" — what an entry's kind reads as on the page. */
export function bookingLogLabel(kind: BookingLogKind): string {
  return LABELS[kind];
}
