import { z } from "zod";
import { type ClientMode, defaultVisitorRole } from "../config/client";
import { ERROR_CATALOGUE } from "../errors/catalogue";
import { type Role, roleSchema } from "../roles/roles";
import { noControlCharacters } from "../text/plain-text";

/**
 * Login rules of foundations.md §5.
 *
 * "Blank username: invalid username message" names no text. The username is an
 * email-or-mobile value, and the spec's own wording for a bad one is the library message
 * 'Please enter a valid Email or Mobile' (F§5): that is the text (docs/decisions/0004).
 * A blank password uses the library's 'Password must not be empty' (F§5, J§5), and a
 * blank OTP the catalogue's 803 'Invalid OTP'.
 */
export const LOGIN_MESSAGES = {
  invalidUsername: "Please enter a valid Email or Mobile",
  emptyPassword: "Password must not be empty",
  invalidOtp: ERROR_CATALOGUE["803"],
  selectEmail: "Please Select an Email Address",
  socialFailure: "Authentication Failed! Please try again.",
} as const;

/**
 * A required text: absent (a blank form field arrives as undefined) or blank gives `message`,
 * and so does a control character unless the field names its own `refused` message.
 */
export function requiredText(message: string, refused = message) {
  return z.string({ error: message }).check(noControlCharacters(refused)).trim().min(1, message);
}

export const usernameSchema = requiredText(LOGIN_MESSAGES.invalidUsername);

/** Passwords are not trimmed: spaces may be part of them. */
export const loginPasswordSchema = z
  .string({ error: LOGIN_MESSAGES.emptyPassword })
  .check(noControlCharacters())
  .min(1, LOGIN_MESSAGES.emptyPassword);

/** Password login needs both username and password. */
export const passwordLoginSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
});

export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

/**
 * The login payload (F§3): username and password; the business login also sends the
 * role and a b2bLogin flag.
 */
export const loginRequestSchema = passwordLoginSchema.extend({
  role: roleSchema.optional(),
  b2bLogin: z.boolean().optional(),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Builds the login payload: the business client sends b2bLogin and the chosen role (if
 * any); a consumer login gets the configured default role, CUSTOMER unless configured.
 */
export function loginRequestFor(
  credentials: PasswordLogin,
  client: { clientMode: ClientMode; role?: Role; consumerDefaultRole?: Role },
): LoginRequest {
  if (client.clientMode === "B2B") {
    return { ...credentials, b2bLogin: true, ...(client.role ? { role: client.role } : {}) };
  }
  return { ...credentials, role: client.consumerDefaultRole ?? defaultVisitorRole("B2C") };
}
