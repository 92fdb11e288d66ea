import { endpoints, PAYMENT_OTP_MESSAGES, type TokenSubject } from "@wayfare/domain";
import { addSeconds } from "date-fns";
import { and, eq } from "drizzle-orm";
import { logBooking } from "../after-booking/booking-log";
import type { ServiceContext } from "../context";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { gatewayPaymentPayload } from "./gateway-payload";
import { GATEWAY_SETTLE_SECONDS } from "./gateway-simulator";
import { failExpiredOtp, otpExpired } from "./in-flight";
import { paymentOtpKey } from "./payment-otp-sms";

type Verified = { row: GatewayPaymentRow; rejected: boolean } | Refusal;

/**
 * On the caller's payment, locked (FOR UPDATE), so concurrent OTPs are judged one after
 * another against the tries left: past its expiry it fails; the right OTP makes it PENDING,
 * to settle like any payment; a wrong one uses a try, and the last try fails it.
 */
async function verify(
  ctx: ServiceContext,
  subject: TokenSubject,
  orderRefId: string,
  otp: string,
  now: Date,
): Promise<Verified> {
  return ctx.db.transaction(async (tx): Promise<Verified> => {
    const [payment] = await tx
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.id, orderRefId), eq(gatewayPayments.userId, subject.userId)))
      .for("update");
    if (!payment) return refuse("1016", 404);
    if (payment.status !== "OTP_REQUIRED") return refuse("2504", 409);
    if (otpExpired(payment, now)) {
      const failed = await failExpiredOtp(tx, payment.id, now);
      return { row: failed ?? payment, rejected: false };
    }
    const right =
      payment.otpHash !== null &&
      ctx.otpCodes.matches(paymentOtpKey(payment.id), otp, payment.otpHash);
    const left = Math.max(0, (payment.otpAttemptsLeft ?? 0) - (right ? 0 : 1));
    const change = right
      ? {
          status: "PENDING" as const,
          otpHash: null,
          settlesAt: addSeconds(now, GATEWAY_SETTLE_SECONDS),
        }
      : left === 0
        ? {
            status: "FAILED" as const,
            otpHash: null,
            otpAttemptsLeft: 0,
            failureReason: PAYMENT_OTP_MESSAGES.exhausted,
          }
        : { otpAttemptsLeft: left };
    const [updated] = await tx
      .update(gatewayPayments)
      .set(change)
      .where(eq(gatewayPayments.id, payment.id))
      .returning();
    if (change.status === "FAILED") {
      await logBooking(tx, {
        bookingId: payment.bookingId,
        kind: "PAYMENT_FAILED",
        at: now,
        by: subject,
        detail: `${payment.instrument}: ${PAYMENT_OTP_MESSAGES.exhausted}`,
      });
    }
    return { row: updated as GatewayPaymentRow, rejected: !right };
  });
}

/**
 * POST /xms/v1/flight/payment/otp { orderRefId, otp }: the OTP the bank sent for the
 * caller's payment waiting for it (J§ "Payment and protection": 3 attempts). Answers the
 * payment every time, with `otpRejected` when the OTP was wrong and the tries left;
 * 1016 for anyone else's payment, 2504 when it is not waiting for an OTP.
 */
export const paymentOtp = forUser(
  endpoints.paymentOtp,
  async ({ orderRefId, otp }, { ctx, subject }) => {
    const now = ctx.config.now();
    const verified = await verify(ctx, subject, orderRefId, otp, now);
    if (verified instanceof Refusal) return verified;
    return {
      ...gatewayPaymentPayload(verified.row, now),
      ...(verified.rejected ? { otpRejected: true } : {}),
    };
  },
);
