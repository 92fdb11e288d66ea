import { PAYMENT_OTP_TTL_SECONDS } from "@wayfare/domain";
import { addSeconds } from "date-fns";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Database } from "../db/database";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { bookings, users } from "../db/schema";
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

/**
 * Where the bank sends a payment's OTP: a booking's contact mobile, the payer's own for a
 * wallet top-up; undefined when there is none.
 */
export async function payerMobile(
  db: Pick<Database, "select">,
  payment: Pick<GatewayPaymentRow, "bookingId" | "userId">,
): Promise<string | undefined> {
  if (payment.bookingId !== null) {
    const [booking] = await db
      .select({ contact: bookings.contact })
      .from(bookings)
      .where(eq(bookings.id, payment.bookingId));
    return booking?.contact.mobile;
  }
  const [user] = await db
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, payment.userId));
  return user?.mobile ?? undefined;
}
