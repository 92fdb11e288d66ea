import { z } from "zod";
import { COUNTRY } from "../config/constants";
import type { ErrorCode } from "../errors/catalogue";
import { emailError } from "./email";
import { filledText, isDigitsOnly } from "./form-text";
import { addPassengerIssues, type PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";
import { mobileError } from "./mobile";
import { optionalFormText } from "./optional-form-text";

/**
 * GST billing details of J§3/J§5.
 *
 * Decisions where the spec is silent:
 * - A GST number is read upper-case and must have the GSTIN layout (state code, PAN, entity
 *   number, Z, check character); a 15-character value of another layout gives
 *   'Invalid GST Number', worded like J§5's 'Invalid PAN Number'. The check character itself
 *   is left to the GST network.
 * - The required-field texts the spec does not quote follow its 'GST number required' /
 *   'City Name required' pattern: 'Registered Name required', 'Address required',
 *   'Billing Company Name required'.
 * - The section is required when GST is mandatory, and also as soon as a GST number is
 *   entered (an invoice needs the rest).
 * - An Indian postal code is digits only ('Please enter a valid number').
 * - The service answers a bad GSTIN with catalogue 805 'GSTIN should be 15 characters only'.
 */
export const GST_NUMBER_LENGTH = 15;

export const GST_MESSAGES = {
  invalidNumber: "Invalid GST Number",
  registeredNameRequired: "Registered Name required",
  addressRequired: "Address required",
  billingCompanyNameRequired: "Billing Company Name required",
} as const;

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isValidGstNumber(value: string): boolean {
  return GSTIN.test(value.trim().toUpperCase());
}

/** 'GST number length should be 15 character' before the layout check. */
export function gstNumberError(value: string | undefined, required = false): string | undefined {
  const gstNumber = value?.trim() ?? "";
  if (gstNumber === "") return required ? PASSENGER_MESSAGES.gstRequired : undefined;
  if (gstNumber.length !== GST_NUMBER_LENGTH) return PASSENGER_MESSAGES.gstLength;
  return isValidGstNumber(gstNumber) ? undefined : GST_MESSAGES.invalidNumber;
}

/** What the flight service answers for a GSTIN it cannot accept. */
export function gstNumberServerErrorCode(value: string): ErrorCode | undefined {
  return isValidGstNumber(value) ? undefined : "805";
}

export interface GstDetailsInput {
  gstNumber?: string | undefined;
  registeredName?: string | undefined;
  billingCompanyName?: string | undefined;
  registeredEmail?: string | undefined;
  mobile?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  postalCode?: string | undefined;
  country?: string | undefined;
  accountCode?: string | undefined;
}

type GstField = keyof GstDetailsInput;

export function gstDetailsIssues(
  values: GstDetailsInput,
  gstMandatory: boolean,
): PassengerFieldIssue<GstField>[] {
  const issues: PassengerFieldIssue<GstField>[] = [];
  const add = (field: GstField, message: string | undefined) => {
    if (message) issues.push({ field, message });
  };
  const required = gstMandatory || filledText(values.gstNumber) !== undefined;
  const requireText = (field: GstField, message: string) => {
    if (required && filledText(values[field]) === undefined) add(field, message);
  };

  add("gstNumber", gstNumberError(values.gstNumber, required));
  requireText("registeredName", GST_MESSAGES.registeredNameRequired);
  requireText("billingCompanyName", GST_MESSAGES.billingCompanyNameRequired);
  requireText("address", GST_MESSAGES.addressRequired);
  requireText("city", PASSENGER_MESSAGES.gstCityRequired);
  requireText("postalCode", PASSENGER_MESSAGES.gstPostalCodeRequired);
  add(
    "mobile",
    mobileError(values.mobile, {
      required,
      emptyMessage: PASSENGER_MESSAGES.gstMobileRequired,
    }),
  );
  add("registeredEmail", emailError(values.registeredEmail, { required: false }));

  const postalCode = filledText(values.postalCode);
  const country = filledText(values.country) ?? COUNTRY;
  if (postalCode && country === COUNTRY && !isDigitsOnly(postalCode)) {
    add("postalCode", PASSENGER_MESSAGES.numberInvalid);
  }
  return issues;
}

/** The GST section of the passenger step as a FormData-shaped schema. */
export function gstDetailsSchema(gstMandatory: boolean) {
  return z
    .object({
      gstNumber: optionalFormText(GST_MESSAGES.invalidNumber).transform((value) =>
        value?.toUpperCase(),
      ),
      registeredName: optionalFormText(),
      billingCompanyName: optionalFormText(),
      registeredEmail: optionalFormText(PASSENGER_MESSAGES.emailInvalid),
      mobile: optionalFormText(PASSENGER_MESSAGES.mobileInvalid),
      address: optionalFormText(),
      city: optionalFormText(),
      postalCode: optionalFormText(PASSENGER_MESSAGES.numberInvalid),
      country: optionalFormText().transform((value) => value ?? COUNTRY),
      accountCode: optionalFormText(),
    })
    .superRefine((values, ctx) => addPassengerIssues(ctx, gstDetailsIssues(values, gstMandatory)));
}

export type GstDetails = z.output<ReturnType<typeof gstDetailsSchema>>;
