import { endpoints, type TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { type EndpointData, forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { hasInstrument, startGatewayOrder } from "../payments/gateway-order";
import { gatewayPaymentPayload } from "../payments/gateway-payload";
import { paymentInFlight } from "../payments/in-flight";
import { userPaymentModes } from "../payments/payment-modes";
import { payerMobile } from "../payments/payment-otp-sms";
import { ownTopUp } from "./own-top-up";

type PayRequest = EndpointData<typeof endpoints.topUpPay>;

/**
 * On the caller's locked top-up: still OPEN (a credited one is 409 2504), and no other
 * payment of it in flight (that one is answered instead, so a double submit pays once).
 */
async function pay(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: PayRequest,
  now: Date,
): Promise<GatewayPaymentRow | Refusal> {
  return ctx.db.transaction(async (tx): Promise<GatewayPaymentRow | Refusal> => {
    const topUp = await ownTopUp(tx, subject.userId, request.topUpId, true);
    if (!topUp) return refuse("2504", 404);
    if (topUp.status !== "OPEN") return refuse("2504", 409);
    const inFlight = await paymentInFlight(tx, { topUpId: topUp.id }, now);
    if (inFlight) return inFlight;
    const order = {
      paysFor: { topUpId: topUp.id },
      userId: subject.userId,
      amount: topUp.amount,
      mobile: (await payerMobile(tx, { bookingId: null, userId: subject.userId })) ?? "",
    };
    return startGatewayOrder(ctx, tx, order, request, now);
  });
}

/**
 * POST /xms/v1/wallet/top-up/pay { topUpId, mode, card | upiId | bank }: pays the caller's
 * top-up through the gateway exactly as `payment/initiate` pays a booking (the same test
 * instruments, OTP and pending stages); followed with `payment/status`, which credits the
 * wallet once it settles. A mode not among the user's payment modes is 2504.
 */
export const topUpPay = forUser(endpoints.topUpPay, async (data, { ctx, subject }) => {
  if (!hasInstrument(data)) return refuse("2504", 400);
  const modes = await userPaymentModes(ctx.db, subject.userId);
  if (!modes.includes(data.mode)) return refuse("2504", 400);
  const now = ctx.config.now();
  const paid = await pay(ctx, subject, data, now);
  return paid instanceof Refusal ? paid : gatewayPaymentPayload(paid, now);
});
