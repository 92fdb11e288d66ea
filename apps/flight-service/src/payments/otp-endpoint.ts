import {
  catalogueError,
  PAYMENT_OTP_MESSAGES,
  paymentOtpRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import { addSeconds } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { gatewayPaymentPayload } from "./gateway-payload";
import { GATEWAY_SETTLE_SECONDS } from "./gateway-simulator";
import { failExpiredOtp, otpExpired } from "./in-flight";
import { paymentOtpKey } from "./payment-otp-sms";

type Verified =
  | { ok: true; row: GatewayPaymentRow; rejected: boolean }
  | { ok: false; status: number; code: "1016" | "2504" };

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
    if (!payment) return { ok: false, status: 404, code: "1016" };
    if (payment.status !== "OTP_REQUIRED") return { ok: false, status: 409, code: "2504" };
    if (otpExpired(payment, now)) {
      const failed = await failExpiredOtp(tx, payment.id, now);
      return { ok: true, row: failed ?? payment, rejected: false };
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
    return { ok: true, row: updated as GatewayPaymentRow, rejected: !right };
  });
}

/**
 * POST /xms/v1/flight/payment/otp { orderRefId, otp }: the OTP the bank sent for the
 * caller's payment waiting for it (J§ "Payment and protection": 3 attempts). Answers the
 * payment every time, with `otpRejected` when the OTP was wrong and the tries left;
 * 1016 for anyone else's payment, 2504 when it is not waiting for an OTP.
 */
export async function paymentOtpEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(paymentOtpRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const { orderRefId, otp } = parsed.value.data;
  return authenticated(ctx, request, async (subject) => {
    const now = ctx.config.now();
    const verified = await verify(ctx, subject, orderRefId, otp, now);
    if (!verified.ok) return failure(verified.status, [catalogueError(verified.code)]);
    return success({
      ...gatewayPaymentPayload(verified.row, now),
      ...(verified.rejected ? { otpRejected: true } : {}),
    });
  });
}
