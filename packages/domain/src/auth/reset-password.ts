import { z } from "zod";
import { RESET_PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from "../config/limits";
import { plainText } from "../text/plain-text";
import { LOGIN_MESSAGES } from "./login-messages";

/**
 * The reset-password page of foundations.md §5, checked in this order and stopping at the
 * first failure (the error shows as one tooltip on its field):
 * 1. OTP required, 2. new password required, 3. retype required, 4. new password matches
 * the 5–20 pattern, 5. both passwords equal.
 * The {field} display names are the form's labels: OTP, New Password, Confirm Password.
 */
export const RESET_PASSWORD_FIELD_LABELS = {
  otp: "OTP",
  newPassword: "New Password",
  reTypePassword: "Confirm Password",
} as const;

export type ResetPasswordField = keyof typeof RESET_PASSWORD_FIELD_LABELS;

export const RESET_PASSWORD_MESSAGES = {
  required: (field: string) => `${field} is required`,
  pattern: (field: string) =>
    `${field} must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character`,
  mismatch: "Password must be same in both the fields",
} as const;

/** 5 to 20 of letters, digits and @$!%*?&, with a lowercase, an uppercase, a digit and a special. */
export const RESET_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*?&])[A-Za-z\\d@$!%*?&]{${RESET_PASSWORD_MIN_LENGTH},${RESET_PASSWORD_MAX_LENGTH}}$`,
);

export interface ResetPasswordForm {
  otp: string;
  newPassword: string;
  reTypePassword: string;
}

export interface ResetPasswordProblem {
  field: ResetPasswordField;
  message: string;
}

type ResetPasswordInput = Partial<Record<ResetPasswordField, string>>;

export function resetPasswordCheck(
  input: ResetPasswordInput,
): { ok: true; value: ResetPasswordForm } | { ok: false; problem: ResetPasswordProblem } {
  const otp = input.otp?.trim() ?? "";
  const newPassword = input.newPassword ?? "";
  const reTypePassword = input.reTypePassword ?? "";
  const fail = (field: ResetPasswordField, message: string) =>
    ({ ok: false, problem: { field, message } }) as const;
  const required = (field: ResetPasswordField) =>
    fail(field, RESET_PASSWORD_MESSAGES.required(RESET_PASSWORD_FIELD_LABELS[field]));

  if (otp === "") return required("otp");
  if (newPassword === "") return required("newPassword");
  if (reTypePassword === "") return required("reTypePassword");
  if (!RESET_PASSWORD_PATTERN.test(newPassword)) {
    return fail(
      "newPassword",
      RESET_PASSWORD_MESSAGES.pattern(RESET_PASSWORD_FIELD_LABELS.newPassword),
    );
  }
  if (newPassword !== reTypePassword) {
    return fail("reTypePassword", RESET_PASSWORD_MESSAGES.mismatch);
  }
  return { ok: true, value: { otp, newPassword, reTypePassword } };
}

const newPasswordPatternMessage = RESET_PASSWORD_MESSAGES.pattern(
  RESET_PASSWORD_FIELD_LABELS.newPassword,
);

/** The reset form's fields, FormData-shaped: blank fields arrive as undefined. */
export const resetPasswordFields = {
  otp: plainText(LOGIN_MESSAGES.invalidOtp).optional(),
  newPassword: plainText(newPasswordPatternMessage).optional(),
  reTypePassword: plainText().optional(),
};

/** `resetPasswordCheck` as a schema transform: the one problem, on its field. */
export function resetPasswordChecked(
  input: ResetPasswordInput,
  ctx: z.RefinementCtx<ResetPasswordInput>,
): ResetPasswordForm {
  const checked = resetPasswordCheck(input);
  if (checked.ok) return checked.value;
  ctx.issues.push({
    code: "custom",
    message: checked.problem.message,
    path: [checked.problem.field],
    input,
  });
  return z.NEVER;
}

export const resetPasswordFormSchema = z
  .object(resetPasswordFields)
  .transform(resetPasswordChecked);

/** The reset page's query: requestId, and userName or key (F§2). */
export const resetPasswordQuerySchema = z
  .object({
    requestId: plainText().trim().min(1),
    userName: plainText().trim().min(1).optional(),
    key: plainText().trim().min(1).optional(),
  })
  .refine((query) => query.userName !== undefined || query.key !== undefined, {
    path: ["userName"],
  })
  .transform(({ requestId, userName, key }) => ({
    requestId,
    userName: userName ?? key ?? "",
  }));

export type ResetPasswordQuery = z.infer<typeof resetPasswordQuerySchema>;

/** Reset payload (F§3): userName, requestId, otp, newPassword, reTypePassword. */
export const resetPasswordRequestSchema = z
  .object({
    userName: plainText().min(1),
    requestId: plainText().min(1),
    otp: plainText().min(1),
    newPassword: z.string().regex(RESET_PASSWORD_PATTERN, newPasswordPatternMessage),
    reTypePassword: plainText(),
  })
  .refine((request) => request.newPassword === request.reTypePassword, {
    error: RESET_PASSWORD_MESSAGES.mismatch,
    path: ["reTypePassword"],
  });

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
