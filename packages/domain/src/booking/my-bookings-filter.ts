/**
 * Filters of My bookings (issue 22, "bookings of the organisation with filters"): a
 * traveller's name, the first flight's date between two days, and who booked it (an
 * organisation's viewers see their colleagues' bookings, decision 0015). The tabs are the
 * status filter. Every filter left empty lets every booking through.
 */
export interface MyBookingsFilter {
  /** Part of a passenger's name, any case ("kumar" finds "Mr Ravi Kumar"). */
  traveller?: string | undefined;
  /** yyyy-mm-dd, the first flight's local date, both ends included. */
  travelFrom?: string | undefined;
  travelTo?: string | undefined;
  /** The user id of the booker. */
  bookedBy?: string | undefined;
}

export interface FilteredBooking {
  passengers: readonly string[];
  /** Local wall-clock time of the first departure ("2026-12-01T06:30"). */
  firstDeparture: string;
  bookedBy: string;
}

export const MY_BOOKINGS_FILTER_MESSAGES = {
  travelDates: "The first travel date must not be after the last",
} as const;

export const TRAVELLER_FILTER_MAX_LENGTH = 60;

const squeezed = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

export function matchesMyBookingsFilter(booking: FilteredBooking, filter: MyBookingsFilter) {
  const traveller = filter.traveller ? squeezed(filter.traveller) : "";
  const day = booking.firstDeparture.slice(0, 10);
  return (
    (!traveller || booking.passengers.some((name) => squeezed(name).includes(traveller))) &&
    (!filter.travelFrom || day >= filter.travelFrom) &&
    (!filter.travelTo || day <= filter.travelTo) &&
    (!filter.bookedBy || booking.bookedBy === filter.bookedBy)
  );
}

/** Whether the two travel dates, when both are given, are in order. */
export function travelDatesInOrder({ travelFrom, travelTo }: MyBookingsFilter): boolean {
  return !travelFrom || !travelTo || travelFrom <= travelTo;
}
