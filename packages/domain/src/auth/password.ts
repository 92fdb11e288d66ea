import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../config/limits";
import { noControlCharacters } from "../text/plain-text";
import { LOGIN_MESSAGES } from "./login-messages";

/**
 * The 6-minimum password reading of the product's other forms (F§5, J§5: mid-flow
 * register and login, register page). Passwords are never trimmed.
 */
export const PASSWORD_MESSAGES = {
  empty: LOGIN_MESSAGES.emptyPassword,
  tooShort: "Password must be minimum 6 character",
  confirmMismatch: "Confirm Password does not match with Password",
} as const;

export const minimumPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.empty })
  .check(noControlCharacters())
  .min(1, { error: PASSWORD_MESSAGES.empty, abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort);

/** Password and its confirmation; a mismatch is reported on confirmPassword. */
export const passwordConfirmationSchema = z
  .object({
    password: minimumPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((values) => values.confirmPassword === values.password, {
    error: PASSWORD_MESSAGES.confirmMismatch,
    path: ["confirmPassword"],
  });

export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;
