import { catalogueError, endpoints, type TokenSubject } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { type LogActor, logBooking } from "../after-booking/booking-log";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { settleModification } from "../modify-booking/settle-modification";
import { settleReissue } from "../reissue/settle-reissue";
import { creditTopUp } from "../wallet/top-up-credit";
import { paidFor, type Settled } from "./gateway-order";
import { gatewayPaymentPayload } from "./gateway-payload";
import { failExpiredOtp, otpExpired } from "./in-flight";
import { paidWith, paymentRefusal, takeRedemption, ticketBooking } from "./ticketing";

/**
 * A booking's payment: a success takes the credit shell and TJ Cash applied and tickets the
 * locked booking unless it can no longer be paid, which fails the payment with that reason.
 */
async function settleBooking(
  tx: Transaction,
  payment: GatewayPaymentRow,
  bookingId: string,
  now: Date,
  payer: LogActor,
): Promise<Settled> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  const refusal = booking
    ? (paymentRefusal(booking, payment.amount, now) ??
      (payment.outcome === "SUCCESS" ? await takeRedemption(tx, booking) : undefined))
    : "1016";
  if (payment.outcome === "SUCCESS" && booking && !refusal) {
    await ticketBooking(tx, booking, now, {
      by: payer,
      detail: paidWith(booking, payment.instrument),
    });
    return { succeeds: true };
  }
  const reason = payment.failureReason ?? catalogueError(refusal ?? "100").message;
  if (booking) {
    await logBooking(tx, {
      bookingId: booking.id,
      kind: "PAYMENT_FAILED",
      at: now,
      by: payer,
      detail: `${payment.instrument}: ${reason}`,
    });
  }
  return { succeeds: false, reason };
}

/** A top-up's payment: a success credits its wallet, once (decision 0065). */
async function settleTopUp(
  tx: Transaction,
  payment: GatewayPaymentRow,
  topUpId: string,
  now: Date,
): Promise<Settled> {
  const refusal =
    payment.outcome === "SUCCESS" ? await creditTopUp(tx, topUpId, payment.id, now) : undefined;
  if (payment.outcome === "SUCCESS" && !refusal) return { succeeds: true };
  return {
    succeeds: false,
    reason: payment.failureReason ?? catalogueError(refusal ?? "100").message,
  };
}

/** Settles a payment for what it pays for, on the locked payment row. */
function settleFor(tx: Transaction, payment: GatewayPaymentRow, now: Date, payer: TokenSubject) {
  const paysFor = paidFor(payment);
  if ("topUpId" in paysFor) return settleTopUp(tx, payment, paysFor.topUpId, now);
  if ("modificationId" in paysFor) {
    return settleModification(tx, payment, paysFor.modificationId, now, payer);
  }
  if ("reissueId" in paysFor) return settleReissue(tx, payment, paysFor.reissueId, now, payer);
  return settleBooking(tx, payment, paysFor.bookingId, now, payer);
}

/**
 * Applies the gateway's answer once it is due, in one transaction on the locked payment (so
 * two status calls settle it once) and what it pays for: a booking, a wallet top-up, a
 * modification of a ticketed booking or a reissue.
 */
async function settle(
  ctx: ServiceContext,
  id: string,
  now: Date,
  payer: TokenSubject,
): Promise<GatewayPaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, id))
      .for("update");
    if (payment?.status !== "PENDING") return payment as GatewayPaymentRow;
    const settled = await settleFor(tx, payment, now, payer);
    const [row] = await tx
      .update(gatewayPayments)
      .set(
        settled.succeeds
          ? { status: "SUCCESS" }
          : { status: "FAILED", failureReason: settled.reason },
      )
      .where(eq(gatewayPayments.id, id))
      .returning();
    return row as GatewayPaymentRow;
  });
}

/** A payment moved on by time: settled once due, failed once its OTP expired. */
async function current(
  ctx: ServiceContext,
  found: GatewayPaymentRow,
  now: Date,
  payer: TokenSubject,
) {
  if (found.status === "PENDING" && found.settlesAt <= now) {
    return settle(ctx, found.id, now, payer);
  }
  if (!otpExpired(found, now)) return found;
  const failed = await ctx.db.transaction((tx) => failExpiredOtp(tx, found.id, now));
  if (failed) return failed;
  const [again] = await ctx.db
    .select()
    .from(gatewayPayments)
    .where(eq(gatewayPayments.id, found.id));
  return again ?? found;
}

/**
 * POST /xms/v1/flight/payment/status: the payment as the gateway has it now (the payer's
 * only). One waiting for its OTP stays so, never settled by time, until the OTP expires.
 */
export const paymentStatus = forUser(
  endpoints.paymentStatus,
  async ({ orderRefId }, { ctx, subject }) => {
    const [found] = await ctx.db
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.id, orderRefId), eq(gatewayPayments.userId, subject.userId)));
    if (!found) return refuse("1016", 404);
    const now = ctx.config.now();
    return gatewayPaymentPayload(await current(ctx, found, now, subject), now);
  },
);
