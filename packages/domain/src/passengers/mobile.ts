import { z } from "zod";
import { isValidOverseasNumber } from "#overseas-number-check";
import { noControlCharacters } from "../text/plain-text";
import { isValidEmail } from "./email";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Mobile rules of J§5: checked against the country of the calling code. India (91) is
 * exactly 10 digits, optionally followed by an underscore and digits (the portal's suffix for
 * repeated contacts). Other countries: `#overseas-number-check` (package.json "imports")
 * gives the server libphonenumber-js with its full metadata (any valid number type passes,
 * since an overseas contact number may be a landline) and the browser a count of digits
 * only: the browser may let a well-sized but wrong number through, and the server refuses it.
 */
export const INDIA_CALLING_CODE = "91";

const INDIAN_MOBILE = /^\d{10}(_\d+)?$/;

/** "+91", "91" and " 91 " all read as 91. */
export function normaliseCallingCode(callingCode: string): string {
  return callingCode.trim().replace(/^\+/, "");
}

export function isValidMobile(mobile: string, callingCode: string = INDIA_CALLING_CODE): boolean {
  const code = normaliseCallingCode(callingCode);
  const number = mobile.trim();
  if (code === INDIA_CALLING_CODE) return INDIAN_MOBILE.test(number);
  if (!/^\d{1,4}$/.test(code) || !/^[\d\s()-]+$/.test(number)) return false;
  return isValidOverseasNumber(code, number);
}

export interface MobileRuleOptions {
  callingCode?: string;
  required?: boolean;
  /** The blank-field message; J§5 names one only for the GST mobile. */
  emptyMessage?: string;
}

/** A blank required mobile gives `emptyMessage`, a wrong one 'Please enter valid Mobile Number'. */
export function mobileError(
  value: string | undefined,
  {
    callingCode = INDIA_CALLING_CODE,
    required = true,
    emptyMessage = PASSENGER_MESSAGES.mobileInvalid,
  }: MobileRuleOptions = {},
): string | undefined {
  const mobile = value?.trim() ?? "";
  if (mobile === "") return required ? emptyMessage : undefined;
  return isValidMobile(mobile, callingCode) ? undefined : PASSENGER_MESSAGES.mobileInvalid;
}

export function passengerMobileSchema(options: MobileRuleOptions = {}) {
  return z
    .string()
    .check(noControlCharacters(PASSENGER_MESSAGES.mobileInvalid))
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const message = mobileError(value, options);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value === "" ? undefined : value));
}

/** An email, or an Indian mobile: 'Please enter a valid Email or Mobile'. */
export function isEmailOrMobile(value: string): boolean {
  return isValidEmail(value) || isValidMobile(value);
}

export const emailOrMobileSchema = z
  .string({ error: PASSENGER_MESSAGES.emailOrMobileInvalid })
  .check(noControlCharacters(PASSENGER_MESSAGES.emailOrMobileInvalid))
  .trim()
  .refine(isEmailOrMobile, PASSENGER_MESSAGES.emailOrMobileInvalid);
