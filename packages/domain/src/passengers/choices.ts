import { differenceInYears } from "date-fns";
import { z } from "zod";
import { noControlCharacters } from "../text/plain-text";
import { type PassengerDateInput, toPassengerDay } from "./dates";
import { addPassengerIssues, type PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Yes/no choices and the insurance confirmations of J§5.
 *
 * Decisions: radios post "yes" or "no"; a checkbox is checked when it posts anything but
 * "false" (browsers post "on"). The age confirmation has no text of its own in the spec:
 * it is part of the insurance terms, so an unticked one gives the T&C message too.
 */
export const yesNoSchema = z
  .enum(["yes", "no"], { error: PASSENGER_MESSAGES.yesOrNo })
  .transform((choice) => choice === "yes");

export const choiceCheckboxSchema = z
  .string()
  .check(noControlCharacters())
  .optional()
  .transform((value) => value !== undefined && value !== "false");

/** Protect group, flex and insurance each need a yes or a no. */
export const protectGroupChoiceSchema = z.object({ protectGroup: yesNoSchema });
export const flexChoiceSchema = z.object({ flex: yesNoSchema });

export function insuranceChoiceIssues(values: {
  insurance: boolean;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}): PassengerFieldIssue<"ageConfirmed" | "termsAccepted">[] {
  if (!values.insurance) return [];
  const issues: PassengerFieldIssue<"ageConfirmed" | "termsAccepted">[] = [];
  if (!values.ageConfirmed) {
    issues.push({ field: "ageConfirmed", message: PASSENGER_MESSAGES.termsNotConfirmed });
  }
  if (!values.termsAccepted) {
    issues.push({ field: "termsAccepted", message: PASSENGER_MESSAGES.termsNotConfirmed });
  }
  return issues;
}

export const insuranceChoiceSchema = z
  .object({
    insurance: yesNoSchema,
    ageConfirmed: choiceCheckboxSchema,
    termsAccepted: choiceCheckboxSchema,
  })
  .superRefine((values, ctx) => addPassengerIssues(ctx, insuranceChoiceIssues(values)));

/** Passengers older than 60 are left out of some insurance sums (J§9). */
export const INSURANCE_SUM_MAX_AGE = 60;

/** Whole years of age on a day. */
export function passengerAgeOn(dob: PassengerDateInput, day: PassengerDateInput): number {
  return differenceInYears(toPassengerDay(day), toPassengerDay(dob));
}

export function countsInInsuranceSums(dob: PassengerDateInput, travelDate: PassengerDateInput) {
  return passengerAgeOn(dob, travelDate) <= INSURANCE_SUM_MAX_AGE;
}

/** The age band the insurer's TRIPSAFEAGEDURATION configuration gives (J§7). */
export interface InsuranceAgeBand {
  minAge: number;
  maxAge: number;
}

export function isInsurableAge(
  dob: PassengerDateInput,
  travelDate: PassengerDateInput,
  band: InsuranceAgeBand,
): boolean {
  const age = passengerAgeOn(dob, travelDate);
  return age >= band.minAge && age <= band.maxAge;
}
