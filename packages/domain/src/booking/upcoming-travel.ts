import { compareAsc, isAfter } from "date-fns";
import { type MyBookingsEntry, myBookingsTab } from "./my-bookings";

/** How many trips the landing page's "Upcoming travel" lists (J§2). */
export const UPCOMING_TRAVEL_LIMIT = 3;

export interface UpcomingTravelEntry extends MyBookingsEntry {
  /** When the booking's next flight still to go departs (an instant). */
  nextDeparture: Date | undefined;
}

/**
 * Upcoming travel (J§2): the ticketed bookings under My bookings' Upcoming tab whose next
 * flight is still to depart, soonest first, at most UPCOMING_TRAVEL_LIMIT.
 */
export function upcomingTravel<T extends UpcomingTravelEntry>(
  entries: readonly T[],
  now: Date,
): T[] {
  return entries
    .filter(
      (entry) =>
        myBookingsTab(entry, now) === "Upcoming" &&
        entry.nextDeparture !== undefined &&
        isAfter(entry.nextDeparture, now),
    )
    .sort((a, b) => compareAsc(a.nextDeparture as Date, b.nextDeparture as Date))
    .slice(0, UPCOMING_TRAVEL_LIMIT);
}
