import { z } from "zod";
import { PAYMENT_OTP_MAX_ATTEMPTS } from "../config/limits";
import { ERROR_CATALOGUE } from "../errors/catalogue";
import { noControlCharacters } from "../text/plain-text";

/**
 * The card payment's verification OTP, the bank's 3-D Secure-like step (J§ "Payment and
 * protection"). The spec fixes only the attempts (3) and the catalogue's 803 'Invalid OTP'.
 * The rest is ours: 6 digits, valid 5 minutes, sent by SMS to the booking's contact
 * mobile, and the wording of the messages below.
 */
export const PAYMENT_OTP_LENGTH = 6;
export const PAYMENT_OTP_TTL_SECONDS = 5 * 60;
/** A new OTP on request, replacing the last: at most 2 more, each 30 s after the last was sent. */
export const PAYMENT_OTP_MAX_RESENDS = 2;
export const PAYMENT_OTP_RESEND_WAIT_SECONDS = 30;

const OTP_PATTERN = new RegExp(`^\\d{${PAYMENT_OTP_LENGTH}}$`);

export const PAYMENT_OTP_MESSAGES = {
  /** A blank OTP or one that is not 6 digits: the catalogue's 803. */
  invalid: ERROR_CATALOGUE["803"],
  /** A wrong OTP with tries left. */
  attemptsLeft: (left: number) =>
    `${ERROR_CATALOGUE["803"]}. You have ${left} ${left === 1 ? "attempt" : "attempts"} left.`,
  exhausted: `The OTP was entered wrongly ${PAYMENT_OTP_MAX_ATTEMPTS} times, so this payment was cancelled. Nothing was charged.`,
  expired: "The OTP expired, so this payment was cancelled. Nothing was charged.",
  /** The payer cancelled at the bank's step (abort payment, J§4). */
  aborted: "You cancelled this payment. Nothing was charged.",
  /** Above the OTP form, with the masked mobile the bank sent it to. */
  sentTo: (maskedMobile: string) => `Your bank has sent an OTP to ${maskedMobile}.`,
  resent: (maskedMobile: string) =>
    `A new OTP has been sent to ${maskedMobile}. The earlier one no longer works.`,
  resendIn: (seconds: number) =>
    `You can ask for a new OTP in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  noMoreResends: "No more OTPs can be sent for this payment. Use the last one you received.",
} as const;

/** Exactly 6 digits (spaces around it ignored); anything else reads 'Invalid OTP'. */
export const paymentOtpSchema = z
  .string({ error: PAYMENT_OTP_MESSAGES.invalid })
  .check(noControlCharacters(PAYMENT_OTP_MESSAGES.invalid))
  .trim()
  .regex(OTP_PATTERN, PAYMENT_OTP_MESSAGES.invalid);

/** "•••••• 3210": where the OTP went, without giving the number away. */
export function maskedMobile(mobile: string): string {
  return `•••••• ${mobile.replace(/\D/g, "").slice(-4)}`;
}

/**
 * Seconds before another OTP may be sent (0: now), or undefined when the payment has used
 * all its resends.
 */
export function secondsUntilOtpResend(
  sentAt: Date,
  resendsLeft: number,
  now: Date,
): number | undefined {
  if (resendsLeft <= 0) return undefined;
  const waited = (now.getTime() - sentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(PAYMENT_OTP_RESEND_WAIT_SECONDS - waited));
}
