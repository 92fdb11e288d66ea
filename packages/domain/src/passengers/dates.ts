import { isValid, lightFormat, parseISO, startOfDay } from "date-fns";
import { z } from "zod";
import { PASSENGER_MESSAGES } from "./messages";

/** Passenger dates travel as yyyy-mm-dd (J§5), the value of an HTML date input. */
export const PASSENGER_DATE_FORMAT = "yyyy-MM-dd";

// Year 0000 is no calendar year (date-fns's `parse` refuses it; `parseISO` would not).
const YYYY_MM_DD = /^(?!0000)\d{4}-\d{2}-\d{2}$/;

/**
 * A yyyy-mm-dd calendar day as local midnight; undefined for anything else (2025-02-30 too).
 * date-fns's `parseISO` reads a date-only text as local midnight and refuses a day its month
 * does not have; it is a fraction of the size of `parse` with its locale, in the browser.
 */
export function parsePassengerDate(value: string): Date | undefined {
  if (!YYYY_MM_DD.test(value)) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

export function formatPassengerDate(date: Date): string {
  return lightFormat(date, PASSENGER_DATE_FORMAT);
}

/** A travel date given as a Date or a yyyy-mm-dd string. */
export type PassengerDateInput = Date | string;

/** Normalises a travel date to its calendar day; a malformed string is a programming error. */
export function toPassengerDay(input: PassengerDateInput): Date {
  const day = typeof input === "string" ? parsePassengerDate(input) : startOfDay(input);
  if (!day || !isValid(day)) throw new RangeError(`Not a yyyy-mm-dd date: ${String(input)}`);
  return day;
}

/** A date field: absent, blank and malformed all give `message` (default 'Please enter a valid date(yyyy-mm-dd)'). */
export function passengerDateSchema(message: string = PASSENGER_MESSAGES.dateInvalid) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => parsePassengerDate(value) !== undefined, message);
}
