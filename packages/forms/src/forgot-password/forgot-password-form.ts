import { forgotPasswordFormSchema as forgotPasswordRules } from "@wayfare/domain";
import { z } from "zod";

/**
 * The forgot-password form (F§2, F§5): one field, the user's email or mobile, checked with
 * the domain rule ('Please enter a valid Email or Mobile'). FormData-shaped.
 */
export const forgotPasswordFormSchema = z.object({
  userName: forgotPasswordRules.shape.userName,
});

export const FORGOT_PASSWORD_FORM_LABELS = {
  heading: "Forgot password",
  intro:
    "Enter the email or mobile of your account. We will send you an OTP to reset your password.",
  userName: "Email or mobile",
  submit: "Send OTP",
  backToLogin: "Back to login",
} as const;
