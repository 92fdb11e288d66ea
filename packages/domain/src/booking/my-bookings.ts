import { isAfter } from "date-fns";
import type { BookingStatus } from "./booking-status";

/**
 * My bookings tabs (J§2, J§4). Decisions: a ticketed booking (Success, REISSUED) is
 * Upcoming until its last flight departs, then Completed; NO_SHOW is Completed; On Hold
 * and Pending are Unconfirmed; CANCELLED and VOIDED are Cancelled. All holds everything.
 */
export const MY_BOOKINGS_TABS = [
  "All",
  "Upcoming",
  "Unconfirmed",
  "Completed",
  "Cancelled",
] as const;
export type MyBookingsTab = (typeof MY_BOOKINGS_TABS)[number];

export interface MyBookingsEntry {
  status: BookingStatus;
  lastDeparture: Date;
}

export function myBookingsTab(booking: MyBookingsEntry, now: Date): Exclude<MyBookingsTab, "All"> {
  switch (booking.status) {
    case "CANCELLED":
    case "VOIDED":
      return "Cancelled";
    case "On Hold":
    case "Pending":
      return "Unconfirmed";
    case "NO_SHOW":
      return "Completed";
    case "Success":
    case "REISSUED":
      return isAfter(booking.lastDeparture, now) ? "Upcoming" : "Completed";
  }
}

/** Groups bookings under every tab, keeping the order they came in. */
export function groupMyBookings<T extends MyBookingsEntry>(
  bookings: readonly T[],
  now: Date,
): Record<MyBookingsTab, T[]> {
  const groups: Record<MyBookingsTab, T[]> = {
    All: [...bookings],
    Upcoming: [],
    Unconfirmed: [],
    Completed: [],
    Cancelled: [],
  };
  for (const booking of bookings) groups[myBookingsTab(booking, now)].push(booking);
  return groups;
}
