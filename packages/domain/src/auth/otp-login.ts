import { z } from "zod";
import { plainText } from "../text/plain-text";
import { LOGIN_MESSAGES, requiredText, usernameSchema } from "./login";

/**
 * OTP login in two steps (F§2, F§3, F§5): request an OTP, then submit it.
 * The internal variant picks an email from a dropdown ('Please Select an Email Address')
 * and requests the OTP with type INTERNAL_LOGIN. A blank OTP reads 'Invalid OTP'; so does
 * a submission without the request id of a requested OTP (nothing to check it against).
 */
export const OTP_STATES = ["request", "success", "failed"] as const;
export type OtpState = (typeof OTP_STATES)[number];

export const INTERNAL_OTP_SENT_MESSAGE = "OTP Successfully sent on your registered email ID";

export const internalOtpRequestFormSchema = z.object({
  email: requiredText(LOGIN_MESSAGES.selectEmail),
});

/** Internal OTP request payload: email, requestId, type INTERNAL_LOGIN. */
export const internalOtpRequestSchema = z.object({
  email: plainText().min(1),
  requestId: plainText().min(1),
  type: z.literal("INTERNAL_LOGIN"),
});

export type InternalOtpRequest = z.infer<typeof internalOtpRequestSchema>;

export function internalOtpRequest(email: string, requestId: string): InternalOtpRequest {
  return { email, requestId, type: "INTERNAL_LOGIN" };
}

/** Step two, and the OTP login payload: username, otp, otpRequestID. */
export const otpLoginFormSchema = z.object({
  username: usernameSchema,
  otp: requiredText(LOGIN_MESSAGES.invalidOtp),
  otpRequestID: requiredText(LOGIN_MESSAGES.invalidOtp),
});

export type OtpLoginRequest = z.infer<typeof otpLoginFormSchema>;
