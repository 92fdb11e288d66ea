import { z } from "zod";
import { type ClientMode, registrationRole } from "../config/client";
import { isValidEmail } from "../passengers/email";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { isValidMobile } from "../passengers/mobile";
import { roleSchema } from "../roles/roles";
import { noControlCharacters, plainText } from "../text/plain-text";
import { minimumPasswordSchema } from "./password";
import { RESET_PASSWORD_MESSAGES } from "./reset-password";

/**
 * Registration (F§2, F§3, F§5). "The exact rules are not shown"; decisions:
 * - email: the J§5 email rule and messages ('Please enter Email', 'Please enter valid Email');
 * - password: the 6-minimum reading of the other forms;
 * - company name: required, with the spec's '{field} is required' ('Company Name is required');
 * - mobile: required, the J§5 Indian mobile rule ('Please enter valid Mobile Number');
 * - the payload's phone repeats the mobile (the form asks for one number); PAN and address
 *   are optional, as the form does not ask for them.
 */
export const REGISTER_MESSAGES = {
  emptyEmail: PASSENGER_MESSAGES.emailEmpty,
  invalidEmail: PASSENGER_MESSAGES.emailInvalid,
  companyNameRequired: RESET_PASSWORD_MESSAGES.required("Company Name"),
  invalidMobile: PASSENGER_MESSAGES.mobileInvalid,
} as const;

export const registerFormSchema = z.object({
  email: z
    .string({ error: REGISTER_MESSAGES.emptyEmail })
    .check(noControlCharacters(REGISTER_MESSAGES.invalidEmail))
    .trim()
    .min(1, { error: REGISTER_MESSAGES.emptyEmail, abort: true })
    .refine(isValidEmail, REGISTER_MESSAGES.invalidEmail),
  password: minimumPasswordSchema,
  companyName: z
    .string({ error: REGISTER_MESSAGES.companyNameRequired })
    .check(noControlCharacters())
    .trim()
    .min(1, REGISTER_MESSAGES.companyNameRequired),
  mobile: z
    .string({ error: REGISTER_MESSAGES.invalidMobile })
    .check(noControlCharacters(REGISTER_MESSAGES.invalidMobile))
    .trim()
    .refine((mobile) => isValidMobile(mobile), REGISTER_MESSAGES.invalidMobile),
});

export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Register payload of F§3. */
export const registerRequestSchema = z.object({
  email: plainText().min(1),
  password: plainText().min(1),
  mobile: plainText().min(1),
  name: plainText().min(1),
  role: roleSchema,
  phone: plainText().optional(),
  panInfo: z.object({ number: plainText(), panName: plainText() }).optional(),
  addressInfo: z
    .object({
      address: plainText(),
      pincode: plainText(),
      cityInfo: z.object({ name: plainText(), state: plainText(), country: plainText() }),
    })
    .optional(),
});

export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export function registerRequest(form: RegisterForm, clientMode: ClientMode): RegisterRequest {
  return {
    email: form.email,
    password: form.password,
    mobile: form.mobile,
    name: form.companyName,
    role: registrationRole(clientMode),
    phone: form.mobile,
  };
}
