import { z } from "zod";
import { noControlCharacters } from "../text/plain-text";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Email rules of J§5: a pattern; the same address with an underscore-and-digits suffix
 * ("asha@example.com_2", how the portal tells apart repeated contacts) is accepted; a
 * comma-separated list is accepted when every entry is valid (an empty entry is not).
 */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(_\d+)?$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidEmailList(value: string): boolean {
  return value.split(",").every(isValidEmail);
}

export interface EmailRuleOptions {
  required?: boolean;
  allowList?: boolean;
}

/** 'Please enter Email' when required and blank, 'Please enter valid Email' when malformed. */
export function emailError(
  value: string | undefined,
  { required = true, allowList = false }: EmailRuleOptions = {},
): string | undefined {
  const email = value?.trim() ?? "";
  if (email === "") return required ? PASSENGER_MESSAGES.emailEmpty : undefined;
  const valid = allowList ? isValidEmailList(email) : isValidEmail(email);
  return valid ? undefined : PASSENGER_MESSAGES.emailInvalid;
}

/** An email field for a FormData-shaped form; optional fields parse blank as undefined. */
export function passengerEmailSchema(options: EmailRuleOptions = {}) {
  return z
    .string()
    .check(noControlCharacters(PASSENGER_MESSAGES.emailInvalid))
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      const message = emailError(value, options);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => (value === "" ? undefined : value));
}
