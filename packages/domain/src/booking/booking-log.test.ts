import { describe, expect, it } from "vitest";
import { BOOKING_LOG_KINDS, bookingLogLabel } from "./booking-log";
import { bookingLogEntrySchema } from "./booking-log-schema";

describe("booking logs (J§4: who did what, when)", () => {
  it("names every kind of entry in the page's words", () => {
    expect(BOOKING_LOG_KINDS.map(bookingLogLabel)).toEqual([
      "Booked",
      "Put on hold",
      "Hold released",
      "Paid and ticketed",
      "Paid, tickets not issued",
      "Retry booking failed",
      "Tickets issued on retry",
      "Payment failed",
      "Payment cancelled",
      "Released unpaid",
      "Cancelled",
      "Seats, meals or baggage added",
      "Date or class changed, new tickets issued",
      "Name corrected by the travel desk",
    ]);
  });

  it("an entry has its kind, an ISO time, who and a detail", () => {
    const entry = {
      kind: "PAID",
      at: "2026-11-27T00:10:00.000Z",
      by: "Asha Rao",
      detail: "Deposit",
    };
    expect(bookingLogEntrySchema.parse(entry)).toEqual(entry);
    expect(bookingLogEntrySchema.safeParse({ ...entry, kind: "EDITED" }).success).toBe(false);
  });
});
