import { endpoints, secondsUntilOtpResend, type TokenSubject } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { sendToOutbox } from "../outbox/outbox";
import { gatewayPaymentPayload } from "./gateway-payload";
import { failExpiredOtp, otpExpired } from "./in-flight";
import { freshPaymentOtp, payerMobile } from "./payment-otp-sms";

type Resent = GatewayPaymentRow | Refusal;

/**
 * On the caller's payment, locked (FOR UPDATE), so a double click sends one SMS: past its
 * expiry it fails instead; too soon after the last OTP, or with no resends left, 429.
 */
async function resend(
  ctx: ServiceContext,
  subject: TokenSubject,
  orderRefId: string,
  now: Date,
): Promise<Resent> {
  return ctx.db.transaction(async (tx): Promise<Resent> => {
    const [payment] = await tx
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.id, orderRefId), eq(gatewayPayments.userId, subject.userId)))
      .for("update");
    if (!payment) return refuse("1016", 404);
    if (payment.status !== "OTP_REQUIRED") return refuse("2504", 409);
    if (otpExpired(payment, now)) {
      return (await failExpiredOtp(tx, payment.id, now)) ?? payment;
    }
    const resendsLeft = payment.otpResendsLeft ?? 0;
    const wait = secondsUntilOtpResend(payment.otpSentAt ?? payment.createdAt, resendsLeft, now);
    if (wait !== 0) return refuse("416", 429);
    const mobile = await payerMobile(tx, payment);
    if (!mobile) return refuse("1016", 404);
    const fresh = freshPaymentOtp(ctx, payment, mobile, now);
    const [updated] = await tx
      .update(gatewayPayments)
      .set({ ...fresh.columns, otpResendsLeft: resendsLeft - 1 })
      .where(eq(gatewayPayments.id, payment.id))
      .returning();
    await sendToOutbox(tx, [fresh.sms]);
    return updated as GatewayPaymentRow;
  });
}

/**
 * POST /xms/v1/flight/payment/otp/resend { orderRefId }: a new OTP by SMS for the caller's
 * payment waiting for one; the earlier OTP stops working and the tries left stay. 1016 for
 * anyone else's payment, 2504 when it is not waiting for an OTP, 429 with 416 before
 * `otpResendInSecond` has passed or after the last resend.
 */
export const paymentOtpResend = forUser(
  endpoints.paymentOtpResend,
  async ({ orderRefId }, { ctx, subject }) => {
    const now = ctx.config.now();
    const resent = await resend(ctx, subject, orderRefId, now);
    return resent instanceof Refusal ? resent : gatewayPaymentPayload(resent, now);
  },
);
