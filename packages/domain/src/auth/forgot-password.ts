import { z } from "zod";
import { isEmailOrMobile } from "../passengers/mobile";
import { noControlCharacters, plainText } from "../text/plain-text";
import { LOGIN_MESSAGES } from "./login-messages";

/**
 * Forgot password (F§2, F§3, F§5): the user name must be a valid email or mobile
 * ('Please enter a valid Email or Mobile'; the validator is not shown, so it is the
 * passenger forms' email-or-Indian-mobile check, which also takes the portal's
 * underscore-suffixed user names); the call sends userName, then an OTP call with key (the
 * user name), requestId, type FORGOT_PASSWORD, smsreq and emailreq true.
 */
export const forgotPasswordFormSchema = z.object({
  userName: z
    .string({ error: LOGIN_MESSAGES.invalidUsername })
    .check(noControlCharacters(LOGIN_MESSAGES.invalidUsername))
    .trim()
    .refine(isEmailOrMobile, LOGIN_MESSAGES.invalidUsername),
});

export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const forgotPasswordRequestSchema = z.object({ userName: plainText().min(1) });

export const forgotPasswordOtpRequestSchema = z.object({
  key: plainText().min(1),
  requestId: plainText().min(1),
  type: z.literal("FORGOT_PASSWORD"),
  smsreq: z.literal(true),
  emailreq: z.literal(true),
});

export type ForgotPasswordOtpRequest = z.infer<typeof forgotPasswordOtpRequestSchema>;

export function forgotPasswordOtpRequest(
  userName: string,
  requestId: string,
): ForgotPasswordOtpRequest {
  return { key: userName, requestId, type: "FORGOT_PASSWORD", smsreq: true, emailreq: true };
}
