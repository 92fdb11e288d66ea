import { z } from "zod";
import { parsePassengerDate } from "./dates";
import { isValidEmail } from "./email";
import { filledText, isDigitsOnly } from "./form-text";
import { addPassengerIssues, type PassengerFieldIssue } from "./issues";
import {
  dynamicFieldEmptyMessage,
  dynamicFieldSpecialCharacterMessage,
  PASSENGER_MESSAGES,
} from "./messages";
import { isValidMobile } from "./mobile";

/**
 * Dynamic fields (corporate reporting fields and the like) validated by basis (J§5). A field
 * may carry several bases; the first failing one gives the message. Decision: "no special
 * character" allows letters, digits and spaces; a mobile basis means an Indian mobile.
 */
export const DYNAMIC_FIELD_BASES = [
  "required",
  "mobile",
  "email",
  "noSpecialChar",
  "number",
  "date",
] as const;

export type DynamicFieldBasis = (typeof DYNAMIC_FIELD_BASES)[number];

export interface DynamicField {
  key: string;
  label: string;
  basis: readonly DynamicFieldBasis[];
}

const FORMAT_RULES: Record<
  Exclude<DynamicFieldBasis, "required">,
  { valid: (value: string) => boolean; message: (label: string) => string }
> = {
  mobile: {
    valid: (value) => isValidMobile(value),
    message: () => PASSENGER_MESSAGES.mobileInvalid,
  },
  email: { valid: isValidEmail, message: () => PASSENGER_MESSAGES.emailInvalid },
  noSpecialChar: {
    valid: (value) => /^[A-Za-z0-9 ]*$/.test(value),
    message: dynamicFieldSpecialCharacterMessage,
  },
  number: { valid: isDigitsOnly, message: () => PASSENGER_MESSAGES.numberInvalid },
  date: {
    valid: (value) => parsePassengerDate(value) !== undefined,
    message: () => PASSENGER_MESSAGES.dateInvalid,
  },
};

export function dynamicFieldError(value: string | undefined, field: DynamicField) {
  const text = filledText(value);
  if (text === undefined) {
    return field.basis.includes("required") ? dynamicFieldEmptyMessage(field.label) : undefined;
  }
  for (const basis of field.basis) {
    if (basis === "required") continue;
    const rule = FORMAT_RULES[basis];
    if (!rule.valid(text)) return rule.message(field.label);
  }
  return undefined;
}

export function dynamicFieldIssues(
  values: Readonly<Record<string, string | undefined>>,
  fields: readonly DynamicField[],
): PassengerFieldIssue[] {
  return fields.flatMap((field) => {
    const message = dynamicFieldError(values[field.key], field);
    return message ? [{ field: field.key, message }] : [];
  });
}

/** A FormData-shaped schema for a set of dynamic fields; blank values parse as undefined. */
export function dynamicFieldsSchema(fields: readonly DynamicField[]) {
  const shape = Object.fromEntries(
    fields.map((field) => [
      field.key,
      z
        .string()
        .trim()
        .optional()
        .transform((value) => value || undefined),
    ]),
  );
  return z
    .object(shape)
    .superRefine((values, ctx) => addPassengerIssues(ctx, dynamicFieldIssues(values, fields)));
}
