import { z } from "zod";
import type { PaxType } from "../catalogues/pax-types";
import { type DateOfBirthContext, dateOfBirthError } from "./date-of-birth";
import { documentIdError } from "./documents";
import { duplicatePassengerNameIssues } from "./duplicate-names";
import { emailError } from "./email";
import { type PassengerRequirementFlags, passengerFieldRequirements } from "./field-requirements";
import { filledText } from "./form-text";
import { frequentFlyerError } from "./frequent-flyer";
import { addPassengerIssues, type PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";
import { INDIA_CALLING_CODE, mobileError } from "./mobile";
import {
  DEFAULT_PASSENGER_NAME_RULES,
  type PassengerNameRules,
  type PnrNames,
  passengerNameIssues,
} from "./names";
import { optionalFormText } from "./optional-form-text";
import { isPanRequired, panError } from "./pan";
import { passportIssues } from "./passport";
import { passengerTitleFromText, titleError, titlesFor } from "./title";

/**
 * One passenger's form (J§3 fields, J§5 rules) for the pax type, fare type, travel dates and
 * configuration of the booking. Every rule runs on every submit, so the form shows all its
 * errors at once. The corporate passenger email and mobile are checked only when enabled.
 */
export interface PassengerSchemaContext extends DateOfBirthContext {
  isDomestic: boolean;
  /** Calling code for the corporate passenger mobile; India when absent. */
  callingCode?: string | undefined;
  /** Names an imported PNR carries, which the form must keep. */
  pnrNames?: PnrNames | undefined;
  nameRules?: PassengerNameRules | undefined;
  /** Corporate passengers carry their own email and mobile when this is on. */
  contactEnabled?: boolean | undefined;
  flags?: PassengerRequirementFlags | undefined;
  /** The airlines the trip flies: frequent flyer numbers only for them. */
  airlines?: readonly string[] | undefined;
}

export const PASSENGER_FORM_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "dob",
  "pNat",
  "pNum",
  "pid",
  "eD",
  "pan",
  "documentId",
  "email",
  "mobile",
  "employeeId",
  "frequentFlyer",
] as const;

export type PassengerFormField = (typeof PASSENGER_FORM_FIELDS)[number];

export type PassengerFormValues = Partial<Record<PassengerFormField, string | undefined>>;

export function passengerIssues(
  values: PassengerFormValues,
  context: PassengerSchemaContext,
): PassengerFieldIssue<PassengerFormField>[] {
  const required = passengerFieldRequirements(context, context.flags);
  const issues: PassengerFieldIssue<PassengerFormField>[] = [];
  const add = (field: PassengerFormField, message: string | undefined) => {
    if (message) issues.push({ field, message });
  };

  add("title", titleError(values.title, context.paxType));
  issues.push(
    ...passengerNameIssues(
      values,
      context.nameRules ?? DEFAULT_PASSENGER_NAME_RULES,
      context.pnrNames,
    ),
  );
  add("dob", dateOfBirthError(values.dob, { ...context, required: required.dob }));
  issues.push(
    ...passportIssues(values, {
      required: required.passport,
      lastTravelDate: context.lastTravelDate,
    }),
  );
  add("pan", panError(values.pan, isPanRequired(required.panMandatory, values.pNat)));
  add("documentId", documentIdError(values.documentId, required.document));
  if (!required.frequentFlyer && filledText(values.frequentFlyer) !== undefined) {
    add("frequentFlyer", PASSENGER_MESSAGES.frequentFlyerInfant);
  } else {
    add("frequentFlyer", frequentFlyerError(values.frequentFlyer, context.airlines));
  }
  if (context.contactEnabled) {
    add("email", emailError(values.email));
    add(
      "mobile",
      mobileError(values.mobile, { callingCode: context.callingCode ?? INDIA_CALLING_CODE }),
    );
  }
  return issues;
}

/** A control character gets the field's message for a bad value where it has one. */
const REFUSED_TEXT: Partial<Record<PassengerFormField, string>> = {
  firstName: PASSENGER_MESSAGES.nameSpecialCharacter,
  lastName: PASSENGER_MESSAGES.nameSpecialCharacter,
  pNum: PASSENGER_MESSAGES.passportNumberPattern,
  pan: PASSENGER_MESSAGES.panInvalid,
  email: PASSENGER_MESSAGES.emailInvalid,
  mobile: PASSENGER_MESSAGES.mobileInvalid,
};

const passengerFormShape = Object.fromEntries(
  PASSENGER_FORM_FIELDS.map((field) => [field, optionalFormText(REFUSED_TEXT[field])]),
) as Record<PassengerFormField, ReturnType<typeof optionalFormText>>;

export interface PassengerDetails extends PassengerFormValues {
  type: PaxType;
  title: string;
}

/** Names leave the form single-spaced, as the service expects them (1007). */
function singleSpaced(name: string | undefined): string | undefined {
  return name?.replace(/\s+/g, " ");
}

/** The passenger form schema: FormData-shaped in, the passenger with its type out. */
export function passengerSchema(context: PassengerSchemaContext) {
  return z
    .object(passengerFormShape)
    .superRefine((values, ctx) => addPassengerIssues(ctx, passengerIssues(values, context)))
    .transform(
      (values): PassengerDetails => ({
        ...values,
        type: context.paxType,
        title: passengerTitleFromText(values.title ?? "", titlesFor(context.paxType)) ?? "",
        firstName: singleSpaced(values.firstName),
        lastName: singleSpaced(values.lastName),
        pNum: values.pNum?.toUpperCase(),
        pan: values.pan?.toUpperCase(),
        pNat: values.pNat?.toUpperCase(),
      }),
    );
}

/**
 * All passengers of a booking, in order, each with its own context, plus the cross-passenger
 * rule: 'Two passengers can't have the same name'. Issues are placed at [index, field].
 */
export function passengerListSchema(contexts: readonly PassengerSchemaContext[]) {
  return z.array(z.record(z.string(), z.unknown())).transform((passengers, ctx) => {
    const parsed: PassengerDetails[] = [];
    contexts.forEach((context, index) => {
      const result = passengerSchema(context).safeParse(passengers[index] ?? {});
      if (result.success) {
        parsed.push(result.data);
        return;
      }
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [index, ...issue.path] });
      }
    });
    const names = passengers.map((passenger) => ({
      firstName: filledText(passenger.firstName),
      lastName: filledText(passenger.lastName),
    }));
    for (const issue of duplicatePassengerNameIssues(names)) {
      ctx.addIssue({ code: "custom", message: issue.message, path: [issue.index, issue.field] });
    }
    return parsed;
  });
}
