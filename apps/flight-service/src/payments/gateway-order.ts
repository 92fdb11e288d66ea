import { randomInt } from "node:crypto";
import {
  type GatewayMode,
  maskedInstrument,
  maskedMobile,
  PAYMENT_OTP_MAX_ATTEMPTS,
  PAYMENT_OTP_MAX_RESENDS,
  PAYMENT_OTP_TTL_SECONDS,
} from "@wayfare/domain";
import { addSeconds } from "date-fns";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { sendToOutbox } from "../outbox/outbox";
import { type GatewayOutcome, gatewayOutcome } from "./gateway-simulator";
import { freshPaymentOtp } from "./payment-otp-sms";

/** How a payment is made, as initiate and top-up pay take it. */
export interface GatewayInstrument {
  mode: GatewayMode;
  card?: { number: string };
  upiId?: string;
  bank?: string;
}

/** What a payment pays for: a booking, a top-up, a modification or a reissue (the table's check allows one). */
export type PaysFor =
  | { bookingId: string }
  | { topUpId: string }
  | { modificationId: string }
  | { reissueId: string };

/** What settling a successful or failed payment came to for what it pays for. */
export type Settled = { succeeds: true } | { succeeds: false; reason: string };

export function paidFor(
  payment: Pick<GatewayPaymentRow, "id" | "bookingId" | "topUpId" | "modificationId" | "reissueId">,
): PaysFor {
  if (payment.topUpId !== null) return { topUpId: payment.topUpId };
  if (payment.modificationId !== null) return { modificationId: payment.modificationId };
  if (payment.reissueId !== null) return { reissueId: payment.reissueId };
  if (payment.bookingId !== null) return { bookingId: payment.bookingId };
  throw new Error(`gateway payment ${payment.id} pays for nothing`);
}

export function hasInstrument(request: GatewayInstrument): boolean {
  if (request.mode === "CARD") return request.card !== undefined;
  if (request.mode === "UPI") return request.upiId !== undefined;
  return request.bank !== undefined;
}

function settlement(decided: GatewayOutcome, now: Date) {
  return {
    outcome: decided.outcome,
    failureReason: decided.outcome === "FAILED" ? decided.reason : null,
    // Unused while the payment waits for its OTP (it never settles by time); the right OTP
    // sets it to GATEWAY_SETTLE_SECONDS from then.
    settlesAt: addSeconds(
      now,
      decided.needsOtp ? PAYMENT_OTP_TTL_SECONDS : decided.settleAfterSeconds,
    ),
  };
}

/**
 * The bank's verification step for a card that needs it: an OTP kept only as a keyed hash,
 * with its tries, expiry and resends, sent by SMS to the payer's mobile (the outbox).
 */
function otpChallenge(
  ctx: ServiceContext,
  payment: { id: string; amount: number; instrument: string },
  mobile: string,
  now: Date,
) {
  const fresh = freshPaymentOtp(ctx, payment, mobile, now);
  return {
    columns: {
      ...fresh.columns,
      status: "OTP_REQUIRED" as const,
      otpAttemptsLeft: PAYMENT_OTP_MAX_ATTEMPTS,
      otpSentTo: maskedMobile(mobile),
      otpResendsLeft: PAYMENT_OTP_MAX_RESENDS,
    },
    sms: fresh.sms,
  };
}

/**
 * Hands a payment to the (simulated) gateway in the caller's transaction: PENDING with the
 * outcome the gateway will settle it with, or OTP_REQUIRED with the bank's SMS in the outbox.
 * Only the masked instrument is kept.
 */
export async function startGatewayOrder(
  ctx: ServiceContext,
  tx: Transaction,
  order: {
    paysFor: PaysFor;
    userId: string;
    amount: number;
    /** Where the bank sends its OTP. */
    mobile: string;
  },
  request: GatewayInstrument,
  now: Date,
): Promise<GatewayPaymentRow> {
  const decided = gatewayOutcome(request.mode, {
    cardNumber: request.card?.number,
    upiId: request.upiId,
  });
  const payment = {
    id: `OR${randomInt(10 ** 11, 10 ** 12)}`,
    amount: order.amount,
    instrument: maskedInstrument(request.mode, {
      number: request.card?.number,
      upiId: request.upiId,
      bank: request.bank,
    }),
  };
  const challenge = decided.needsOtp ? otpChallenge(ctx, payment, order.mobile, now) : undefined;
  const [row] = await tx
    .insert(gatewayPayments)
    .values({
      ...payment,
      ...order.paysFor,
      userId: order.userId,
      mode: request.mode,
      status: "PENDING",
      ...settlement(decided, now),
      createdAt: now,
      ...challenge?.columns,
    })
    .returning();
  if (challenge) await sendToOutbox(tx, [challenge.sms]);
  return row as GatewayPaymentRow;
}
