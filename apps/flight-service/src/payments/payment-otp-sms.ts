import { PAYMENT_OTP_TTL_SECONDS } from "@wayfare/domain";
import { addSeconds } from "date-fns";
import type { ServiceContext } from "../context";
import { generatePaymentOtp, paymentOtpSms } from "./gateway-simulator";

/** What a payment's OTP hash is bound to: its order ref id, apart from login OTPs' ids. */
export function paymentOtpKey(orderRefId: string): string {
  return `payment:${orderRefId}`;
}

/**
 * A fresh verification OTP for a payment: the columns to keep (only its keyed hash, its
 * expiry and when it was sent) and the bank's SMS to the booking's contact mobile.
 */
export function freshPaymentOtp(
  ctx: ServiceContext,
  payment: { id: string; amount: number; instrument: string },
  mobile: string,
  now: Date,
) {
  const otp = generatePaymentOtp();
  return {
    columns: {
      otpHash: ctx.otpCodes.hash(paymentOtpKey(payment.id), otp),
      otpExpiresAt: addSeconds(now, PAYMENT_OTP_TTL_SECONDS),
      otpSentAt: now,
    },
    sms: { channel: "SMS" as const, recipient: mobile, body: paymentOtpSms(otp, payment) },
  };
}
