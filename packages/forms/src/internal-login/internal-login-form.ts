import {
  otpLoginFormSchema as otpLoginRules,
  internalOtpRequestFormSchema as otpRequestRules,
  plainText,
} from "@wayfare/domain";
import { z } from "zod";
import { payloadText } from "../binding/payload-text";

/**
 * The internal OTP login (F§2, F§5) in two forms on one page, told apart by `intent`:
 * 1. choose an email from the dropdown and request an OTP ('Please Select an Email Address');
 * 2. enter the OTP and submit, with the chosen email and the OTP's request id carried in
 *    hidden fields ('Invalid OTP' when blank). Both FormData-shaped.
 */
export const INTERNAL_LOGIN_INTENTS = {
  requestOtp: "request-otp",
  submitOtp: "submit-otp",
  google: "google",
} as const;

/** The pressed button; a post without one asks for an OTP, as the page's first form. */
export const internalLoginIntentSchema = z
  .enum([
    INTERNAL_LOGIN_INTENTS.requestOtp,
    INTERNAL_LOGIN_INTENTS.submitOtp,
    INTERNAL_LOGIN_INTENTS.google,
  ])
  .catch(INTERNAL_LOGIN_INTENTS.requestOtp);

export const internalOtpRequestForm = z.object({ email: otpRequestRules.shape.email });

const { username, otp, otpRequestID } = otpLoginRules.shape;
export const internalOtpLoginForm = z.object({ username, otp, otpRequestID });

/** The email and request id an OTP post carried, so a refused OTP keeps its form on the page. */
export function carriedOtpRequest(payload: Record<string, unknown>) {
  return {
    email: payloadText(payload, "username"),
    requestId: payloadText(payload, "otpRequestID"),
  };
}

/** What Google's sign-in button hands back: the ID token credential. */
export const googleSignInForm = z.object({ credential: plainText().trim().min(1) });

export const INTERNAL_LOGIN_FORM_LABELS = {
  heading: "Internal login",
  email: "Email address",
  emailPlaceholder: "Select an email address",
  requestOtp: "Send OTP",
  resendOtp: "Send a new OTP",
  otp: "OTP",
  submit: "Login",
  backToLogin: "Login with a password",
  or: "or",
} as const;
