import { addHours, isAfter, min, subHours } from "date-fns";

/**
 * How long a booking may be held unpaid (J§2 'On hold till …'; the spec gives no duration).
 * Decision: two hours, and never later than two hours before the first departure, when the
 * airline closes its fares for ticketing; a flight closer than that cannot be held.
 */
export const HOLD_HOURS = 2;
export const HOLD_CLOSES_BEFORE_DEPARTURE_HOURS = 2;

/**
 * The refusal of a hold when `holdUntil` finds no time left (the spec has no code for it:
 * 400 with our words).
 */
export const HOLD_TOO_LATE_ERROR = {
  errCode: "400",
  message: "This flight departs too soon to be held; book and pay now",
} as const;

export function holdUntil(now: Date, firstDeparture: Date): Date | undefined {
  const until = min([
    addHours(now, HOLD_HOURS),
    subHours(firstDeparture, HOLD_CLOSES_BEFORE_DEPARTURE_HOURS),
  ]);
  return isAfter(until, now) ? until : undefined;
}

/**
 * A booking released because nobody paid it in time (not one the booker released with
 * Unhold, which leaves a pay-by time still ahead): paying it answers 1059.
 */
export function isLapsedBooking(
  booking: { status: string; payBy: string | null },
  now: Date,
): boolean {
  return (
    booking.status === "CANCELLED" &&
    booking.payBy !== null &&
    !isAfter(new Date(booking.payBy), now)
  );
}
