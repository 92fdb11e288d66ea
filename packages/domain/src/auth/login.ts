import { z } from "zod";
import { type ClientMode, defaultVisitorRole } from "../config/client";
import { type Role, roleSchema } from "../roles/roles";
import { checkedText } from "../text/checked-text";
import { noControlCharacters } from "../text/plain-text";
import { LOGIN_FIELD_CHECKS } from "./login-checks";
import { LOGIN_MESSAGES } from "./login-messages";

/**
 * Login rules of foundations.md §5: the schemas, built on the field checks of
 * login-checks.ts; their messages are in login-messages.ts.
 */
export { LOGIN_FIELD_CHECKS, LOGIN_MESSAGES };

/**
 * A required text: absent (a blank form field arrives as undefined) or blank gives `message`,
 * and so does a control character unless the field names its own `refused` message.
 */
export function requiredText(message: string, refused = message) {
  return z.string({ error: message }).check(noControlCharacters(refused)).trim().min(1, message);
}

/** Trimmed once checked. */
export const usernameSchema = checkedText(
  LOGIN_FIELD_CHECKS.username,
  LOGIN_MESSAGES.invalidUsername,
).trim();

/** Passwords are not trimmed: spaces may be part of them. */
export const loginPasswordSchema = checkedText(
  LOGIN_FIELD_CHECKS.password,
  LOGIN_MESSAGES.emptyPassword,
);

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
