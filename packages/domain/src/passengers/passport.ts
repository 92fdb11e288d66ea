import { addMonths, isBefore } from "date-fns";
import { type PassengerDateInput, parsePassengerDate, toPassengerDay } from "./dates";
import { filledText } from "./form-text";
import type { PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Passport rules of J§5. Field names are J§3's: pNum, pid (issue date), eD (expiry), pNat.
 * The expiry must fall on or after the day 6 months after the last travel date (date-fns
 * month arithmetic: 31 Aug + 6 months is 28/29 Feb). Decision: the issue date is checked for
 * its pattern only; the spec gives no rule or message for its value.
 */
export const PASSPORT_MIN_VALIDITY_MONTHS = 6;

export const PASSPORT_NUMBER = /^[A-Za-z0-9]+$/;

export function isValidPassportNumber(value: string): boolean {
  return PASSPORT_NUMBER.test(value);
}

/** The earliest expiry accepted for a trip whose last travel date is `lastTravelDate`. */
export function earliestPassportExpiry(lastTravelDate: PassengerDateInput): Date {
  return addMonths(toPassengerDay(lastTravelDate), PASSPORT_MIN_VALIDITY_MONTHS);
}

export interface PassportInput {
  pNum?: string | undefined;
  pid?: string | undefined;
  eD?: string | undefined;
  pNat?: string | undefined;
}

type PassportField = keyof PassportInput;

export function passportIssues(
  values: PassportInput,
  { required, lastTravelDate }: { required: boolean; lastTravelDate: PassengerDateInput },
): PassengerFieldIssue<PassportField>[] {
  const issues: PassengerFieldIssue<PassportField>[] = [];
  const add = (field: PassportField, message: string) => issues.push({ field, message });

  const number = filledText(values.pNum);
  if (number === undefined) {
    if (required) add("pNum", PASSENGER_MESSAGES.passportNumberEmpty);
  } else if (!isValidPassportNumber(number)) {
    add("pNum", PASSENGER_MESSAGES.passportNumberPattern);
  }

  const issueDate = filledText(values.pid);
  if (issueDate === undefined) {
    if (required) add("pid", PASSENGER_MESSAGES.passportIssueDateEmpty);
  } else if (!parsePassengerDate(issueDate)) {
    add("pid", PASSENGER_MESSAGES.issueDatePattern);
  }

  const expiryText = filledText(values.eD);
  const expiry = expiryText === undefined ? undefined : parsePassengerDate(expiryText);
  if (expiryText === undefined) {
    if (required) add("eD", PASSENGER_MESSAGES.passportExpiryDateEmpty);
  } else if (!expiry) {
    add("eD", PASSENGER_MESSAGES.expiryDatePattern);
  } else if (isBefore(expiry, earliestPassportExpiry(lastTravelDate))) {
    add("eD", PASSENGER_MESSAGES.passportExpiryTooSoon);
  }

  if (required && filledText(values.pNat) === undefined) {
    add("pNat", PASSENGER_MESSAGES.passportNationalityEmpty);
  }
  return issues;
}
