import { endpoints, type TokenSubject } from "@wayfare/domain";
import { lockOwnBooking } from "../booking/own-booking";
import type { ServiceContext } from "../context";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { type EndpointData, forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { amountDue } from "./amount-due";
import { hasInstrument, startGatewayOrder } from "./gateway-order";
import { gatewayPaymentPayload } from "./gateway-payload";
import { paymentInFlight } from "./in-flight";
import { userPaymentModes } from "./payment-modes";
import { paymentRefusal } from "./ticketing";

type InitiateRequest = EndpointData<typeof endpoints.paymentInitiate>;

/**
 * On the locked booking: payable now (1059, 2504, 1015 as a wallet payment), and no other
 * payment of it in flight, waiting for its OTP or pending (that one is answered instead,
 * so a double submit pays once and sends one OTP).
 */
async function initiate(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: InitiateRequest,
  now: Date,
): Promise<GatewayPaymentRow | Refusal> {
  return ctx.db.transaction(async (tx): Promise<GatewayPaymentRow | Refusal> => {
    const booking = await lockOwnBooking(tx, subject.userId, request.bookingId);
    if (!booking) return refuse("1016", 404);
    const refusal = paymentRefusal(booking, request.amount, now);
    if (refusal) return refuse(refusal, 400);
    const inFlight = await paymentInFlight(tx, { bookingId: booking.id }, now);
    if (inFlight) return inFlight;
    const order = {
      paysFor: { bookingId: booking.id },
      userId: subject.userId,
      amount: amountDue(booking),
      mobile: booking.contact.mobile,
    };
    return startGatewayOrder(ctx, tx, order, request, now);
  });
}

/**
 * POST /xms/v1/flight/payment/initiate: a booking's total by card, UPI or net banking
 * through the (simulated) gateway; answers PENDING with the order ref id to ask about, or
 * OTP_REQUIRED when the bank has sent an OTP to verify the card with first. A mode that is
 * not one of the user's payment modes (J§6) is 2504.
 */
export const paymentInitiate = forUser(
  endpoints.paymentInitiate,
  async (data, { ctx, subject }) => {
    if (!hasInstrument(data)) return refuse("2504", 400);
    const modes = await userPaymentModes(ctx.db, subject.userId);
    if (!modes.includes(data.mode)) return refuse("2504", 400);
    const now = ctx.config.now();
    const initiated = await initiate(ctx, subject, data, now);
    return initiated instanceof Refusal ? initiated : gatewayPaymentPayload(initiated, now);
  },
);
