import { addMinutes } from "date-fns";
import type { BookedAddOn } from "../api/booked-add-on";
import { SESSION_EXPIRY_DEFAULT_MINUTES } from "../config/constants";

/**
 * Modify booking (J§2, flow type MODIFYBOOKING): after ticketing a passenger may add a seat,
 * a meal or extra baggage on a flight where they have none yet. The page posts every
 * choice it shows, those already booked included; what is new is what gets priced and paid.
 */
export const MODIFY_BOOKING_MESSAGES = {
  nothingAdded: "Please choose a seat, meal or baggage to add",
  cannotChange: "Seats, meals and baggage already booked cannot be changed or removed here",
  quoteExpired: "This price has expired. Please get a new quote for what you add.",
} as const;

/**
 * How long a quote may be paid: the spec's session expiry (J§9, "Session expiry 30
 * minutes"), the time a review's price is held before a booking is paid (2503 after it).
 */
export const MODIFY_BOOKING_QUOTE_MINUTES = SESSION_EXPIRY_DEFAULT_MINUTES;

/** When a quote made at `quotedAt` can no longer be paid. */
export function quoteExpiresAt(quotedAt: Date): Date {
  return addMinutes(quotedAt, MODIFY_BOOKING_QUOTE_MINUTES);
}

/** A quote past its minutes is priced again before it is paid. */
export function quoteExpired(quotedAt: Date, now: Date): boolean {
  return now >= quoteExpiresAt(quotedAt);
}

/** The ledger reason of a modification's payment (the passbook's "Seats, meals or baggage added"). */
export const MODIFY_BOOKING_LEDGER_REASON = "FLIGHT_ADD_ONS";

/** One passenger's wanted seat, meal and baggage on one flight. */
export interface WantedAddOn {
  segmentId: string;
  passengerIndex: number;
  seatNo?: string | undefined;
  mealCode?: string | undefined;
  baggageCode?: string | undefined;
}

type Kind = "seatNo" | "mealCode" | "baggageCode";
const KINDS: readonly Kind[] = ["seatNo", "mealCode", "baggageCode"];

const bookedValue = (addOn: BookedAddOn | undefined, kind: Kind) =>
  kind === "seatNo"
    ? addOn?.seat?.seatNo
    : kind === "mealCode"
      ? addOn?.meal?.code
      : addOn?.baggage?.code;

const sameLeg = (a: { segmentId: string; passengerIndex: number }) => (b: typeof a) =>
  a.segmentId === b.segmentId && a.passengerIndex === b.passengerIndex;

export type AddedAddOns = { ok: true; added: WantedAddOn[] } | { ok: false; message: string };

/**
 * What `wanted` adds to what is `booked`: per passenger and flight, the seat, meal and
 * baggage the booking does not have yet. Refused when a booked one would change or go, or
 * when nothing is new.
 */
export function addedAddOns(
  booked: readonly BookedAddOn[],
  wanted: readonly WantedAddOn[],
): AddedAddOns {
  for (const addOn of booked) {
    const want = wanted.find(sameLeg(addOn));
    const kept = KINDS.every((kind) => {
      const value = bookedValue(addOn, kind);
      return value === undefined || want?.[kind] === value;
    });
    if (!kept) return { ok: false, message: MODIFY_BOOKING_MESSAGES.cannotChange };
  }
  const added = wanted.flatMap((want): WantedAddOn[] => {
    const had = booked.find(sameLeg(want));
    const fresh = KINDS.filter((kind) => want[kind] !== undefined && !bookedValue(had, kind));
    if (fresh.length === 0) return [];
    const { segmentId, passengerIndex } = want;
    return [{ segmentId, passengerIndex, ...Object.fromEntries(fresh.map((k) => [k, want[k]])) }];
  });
  if (added.length === 0) return { ok: false, message: MODIFY_BOOKING_MESSAGES.nothingAdded };
  return { ok: true, added };
}

/** Some addition is already on the booking (another modification was paid since it was quoted). */
export function alreadyBooked(
  booked: readonly BookedAddOn[],
  added: readonly BookedAddOn[],
): boolean {
  return added.some((addOn) => {
    const had = booked.find(sameLeg(addOn));
    return Boolean(
      (addOn.seat && had?.seat) || (addOn.meal && had?.meal) || (addOn.baggage && had?.baggage),
    );
  });
}

/** The booking's add-ons with the priced additions merged in, passenger by passenger. */
export function withAddedAddOns(
  booked: readonly BookedAddOn[],
  added: readonly BookedAddOn[],
): BookedAddOn[] {
  const merged = booked.map((addOn) => ({ ...addOn, ...added.find(sameLeg(addOn)) }));
  const fresh = added.filter((addOn) => !booked.some(sameLeg(addOn)));
  return [...merged, ...fresh];
}

/** Paise the additions cost: their seats, meals and baggage. */
export function addedAddOnsAmount(added: readonly BookedAddOn[]): number {
  return added.reduce(
    (total, addOn) =>
      total + (addOn.seat?.seatFare ?? 0) + (addOn.meal?.price ?? 0) + (addOn.baggage?.price ?? 0),
    0,
  );
}
