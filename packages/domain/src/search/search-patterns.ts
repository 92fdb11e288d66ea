import { isValid, parseISO } from "date-fns";

// The search's codes and dates (search-query.ts builds its schemas on them), apart from the
// schemas so that a browser page that checks a code downloads no Zod.
export const AIRPORT_CODE_PATTERN = /^[A-Z]{3}$/;
export const AIRLINE_CODE_PATTERN = /^[A-Z0-9]{2}$/;
export const TRAVEL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isTravelDate(value: string): boolean {
  return TRAVEL_DATE_PATTERN.test(value) && isValid(parseISO(value));
}
