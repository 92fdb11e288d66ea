import { addDays, isAfter, isBefore, min, subDays, subYears } from "date-fns";
import type { FareType } from "../catalogues/fare-types";
import type { PaxType } from "../catalogues/pax-types";
import type { SearchFareType } from "../catalogues/preferred-fare-types";
import type { ErrorCode } from "../errors/catalogue";
import { formatCalendarDate } from "../text/calendar-date";
import {
  formatPassengerDate,
  type PassengerDateInput,
  parsePassengerDate,
  toPassengerDay,
} from "./dates";
import { filledText } from "./form-text";
import {
  dobBetweenMessage,
  dobOnOrAfterMessage,
  dobOnOrBeforeMessage,
  PASSENGER_MESSAGES,
} from "./messages";

/**
 * Date-of-birth rules of J§5, measured against the last travel date (the infant's 10 days
 * against the first departure). Ages are whole years by calendar: a person is 12 on their
 * twelfth birthday (a 29 February birthday falls on 28 February in other years, date-fns'
 * reading). So an adult is 12 or older (60 on a senior-citizen fare) and at most 100, a
 * child is 2 to 11, an infant under 2. `{date}`, `{min}` and `{max}` read as the rest of
 * the page shows a day ("26 Dec 2014"), not as the field's yyyy-mm-dd.
 *
 * Decisions: a malformed date gives 'Date pattern incorrect' (J§5's generic pattern
 * message); the service answers a wrong age with 1012, 1013 or 1014 (J§8).
 */
export const ADULT_MIN_AGE = 12;
export const SENIOR_CITIZEN_MIN_AGE = 60;
export const PASSENGER_MAX_AGE = 100;
export const CHILD_MIN_AGE = 2;
export const INFANT_MIN_AGE_DAYS = 10;

export interface DateOfBirthContext {
  paxType: PaxType;
  fareType?: FareType | SearchFareType | undefined;
  firstTravelDate: PassengerDateInput;
  lastTravelDate: PassengerDateInput;
}

/** The inclusive range of accepted dates of birth. */
export interface DateOfBirthRange {
  earliest: Date;
  latest: Date;
}

export function adultMinimumAge(fareType: DateOfBirthContext["fareType"]): number {
  return fareType === "SENIOR_CITIZEN" ? SENIOR_CITIZEN_MIN_AGE : ADULT_MIN_AGE;
}

export function dateOfBirthRange(context: DateOfBirthContext): DateOfBirthRange {
  const last = toPassengerDay(context.lastTravelDate);
  switch (context.paxType) {
    case "ADULT":
      return {
        earliest: subYears(last, PASSENGER_MAX_AGE),
        latest: subYears(last, adultMinimumAge(context.fareType)),
      };
    case "CHILD":
      return {
        earliest: addDays(subYears(last, ADULT_MIN_AGE), 1),
        latest: subYears(last, CHILD_MIN_AGE),
      };
    case "INFANT":
      return {
        earliest: addDays(subYears(last, CHILD_MIN_AGE), 1),
        latest: min([last, subDays(toPassengerDay(context.firstTravelDate), INFANT_MIN_AGE_DAYS)]),
      };
  }
}

const shown = (day: Date) => formatCalendarDate(formatPassengerDate(day));

/** The J§5 message for a date of birth outside its range, or undefined when it is inside. */
function outOfRangeMessage(dob: Date, context: DateOfBirthContext): string | undefined {
  const { earliest, latest } = dateOfBirthRange(context);
  const tooEarly = isBefore(dob, earliest);
  const tooLate = isAfter(dob, latest);
  if (!tooEarly && !tooLate) return undefined;
  switch (context.paxType) {
    case "ADULT":
      return tooLate ? dobOnOrBeforeMessage(shown(latest)) : PASSENGER_MESSAGES.dobOverHundred;
    case "CHILD":
      return dobBetweenMessage(shown(earliest), shown(latest));
    case "INFANT":
      if (tooEarly) return dobOnOrAfterMessage(shown(earliest));
      return isAfter(dob, toPassengerDay(context.lastTravelDate))
        ? PASSENGER_MESSAGES.infantDobAfterTravel
        : PASSENGER_MESSAGES.infantTooYoung;
  }
}

export function dateOfBirthError(
  value: string | undefined,
  context: DateOfBirthContext & { required: boolean },
): string | undefined {
  const text = filledText(value);
  if (text === undefined) return context.required ? PASSENGER_MESSAGES.dobEmpty : undefined;
  const dob = parsePassengerDate(text);
  return dob ? outOfRangeMessage(dob, context) : PASSENGER_MESSAGES.datePattern;
}

const AGE_ERROR_CODES = { ADULT: "1012", CHILD: "1013", INFANT: "1014" } as const satisfies Record<
  PaxType,
  ErrorCode
>;

/** The service's answer (J§8) for a date of birth that does not fit the passenger type. */
export function dateOfBirthServerErrorCode(
  dob: PassengerDateInput,
  context: DateOfBirthContext,
): ErrorCode | undefined {
  return outOfRangeMessage(toPassengerDay(dob), context)
    ? AGE_ERROR_CODES[context.paxType]
    : undefined;
}
