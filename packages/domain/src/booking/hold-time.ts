import { addHours, isAfter, min, subHours } from "date-fns";

/**
 * How long a booking may be held unpaid (J§2 'On hold till …'; the spec gives no duration).
 * Decision: two hours, and never later than two hours before the first departure, when the
 * airline closes its fares for ticketing; a flight closer than that cannot be held.
 */
export const HOLD_HOURS = 2;
export const HOLD_CLOSES_BEFORE_DEPARTURE_HOURS = 2;

export function holdUntil(now: Date, firstDeparture: Date): Date | undefined {
  const until = min([
    addHours(now, HOLD_HOURS),
    subHours(firstDeparture, HOLD_CLOSES_BEFORE_DEPARTURE_HOURS),
  ]);
  return isAfter(until, now) ? until : undefined;
}
