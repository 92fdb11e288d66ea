import {
  RESET_PASSWORD_FIELD_LABELS,
  resetPasswordChecked,
  resetPasswordFields,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * The reset-password form (F§2, F§5): OTP, new password and its confirmation, checked in
 * the spec's order by the domain, one message at a time, on the field it concerns.
 * FormData-shaped: blank fields arrive as undefined. The request id and user name come from
 * the page's query, not from the form.
 */
export const resetPasswordFormSchema = z
  .object(resetPasswordFields)
  .transform(resetPasswordChecked);

export const RESET_PASSWORD_FORM_LABELS = {
  heading: "Reset password",
  intro: "Enter the OTP we sent to your email and mobile, and choose a new password.",
  ...RESET_PASSWORD_FIELD_LABELS,
  submit: "Reset password",
  success: "Your password has been reset.",
  logIn: "Login with your new password",
  badLink: "This reset link is incomplete. Request a new OTP.",
  requestAgain: "Forgot password?",
  backToLogin: "Back to login",
} as const;
