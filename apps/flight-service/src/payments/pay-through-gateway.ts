import type { TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { Refusal, refuse } from "../http/refusal";
import {
  type GatewayInstrument,
  hasInstrument,
  type PaysFor,
  startGatewayOrder,
} from "./gateway-order";
import { gatewayPaymentPayload } from "./gateway-payload";
import { paymentInFlight } from "./in-flight";
import { userPaymentModes } from "./payment-modes";
import { payerMobile } from "./payment-otp-sms";

/**
 * The caller pays for an order of theirs through the gateway (a top-up, a modification):
 * an instrument and a mode among their payment modes (2504 otherwise); then, in one
 * transaction, `order` locks what is paid for and answers it (or why it cannot be paid),
 * and a payment of it already in flight is answered instead of a new one, so a double
 * submit pays once. The bank's OTP goes to the caller's mobile.
 */
export async function payThroughGateway(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: GatewayInstrument,
  order: (tx: Transaction, now: Date) => Promise<{ paysFor: PaysFor; amount: number } | Refusal>,
) {
  if (!hasInstrument(request)) return refuse("2504", 400);
  const modes = await userPaymentModes(ctx.db, subject.userId);
  if (!modes.includes(request.mode)) return refuse("2504", 400);
  const now = ctx.config.now();
  const paid = await ctx.db.transaction(async (tx): Promise<GatewayPaymentRow | Refusal> => {
    const payable = await order(tx, now);
    if (payable instanceof Refusal) return payable;
    const inFlight = await paymentInFlight(tx, payable.paysFor, now);
    if (inFlight) return inFlight;
    const mobile = (await payerMobile(tx, { bookingId: null, userId: subject.userId })) ?? "";
    return startGatewayOrder(ctx, tx, { ...payable, userId: subject.userId, mobile }, request, now);
  });
  return paid instanceof Refusal ? paid : gatewayPaymentPayload(paid, now);
}
