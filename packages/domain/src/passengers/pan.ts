import { z } from "zod";
import { COUNTRY } from "../config/constants";
import { noControlCharacters } from "../text/plain-text";
import { filledText } from "./form-text";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * PAN rules of J§5: 5 letters, 4 digits, 1 letter ('Invalid PAN Number'); a value with a
 * space or special character fails the same way. PAN is read upper-case (people type it in
 * lower case; the card prints capitals). It is required when PAN is mandatory and the
 * passport nationality is India; decision: a passenger with no nationality (a domestic
 * booking asks none) counts as Indian, the portal's default country.
 */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

export function isValidPan(value: string): boolean {
  return PAN.test(value.trim().toUpperCase());
}

export function isPanRequired(panMandatory: boolean, nationality: string | undefined): boolean {
  return panMandatory && (filledText(nationality)?.toUpperCase() ?? COUNTRY) === COUNTRY;
}

export function panError(value: string | undefined, required: boolean): string | undefined {
  const pan = filledText(value);
  if (pan === undefined) return required ? PASSENGER_MESSAGES.panEmpty : undefined;
  return isValidPan(pan) ? undefined : PASSENGER_MESSAGES.panInvalid;
}

/** A required PAN field on its own (the register form's panInfo.number, for one). */
export const panNumberSchema = z
  .string({ error: PASSENGER_MESSAGES.panEmpty })
  .check(noControlCharacters(PASSENGER_MESSAGES.panInvalid))
  .trim()
  .min(1, PASSENGER_MESSAGES.panEmpty)
  .transform((value) => value.toUpperCase())
  .refine(isValidPan, PASSENGER_MESSAGES.panInvalid);
