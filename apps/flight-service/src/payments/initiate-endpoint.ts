import { randomInt } from "node:crypto";
import {
  endpoints,
  maskedInstrument,
  maskedMobile,
  PAYMENT_OTP_MAX_ATTEMPTS,
  PAYMENT_OTP_MAX_RESENDS,
  PAYMENT_OTP_TTL_SECONDS,
  type TokenSubject,
} from "@wayfare/domain";
import { addSeconds } from "date-fns";
import { lockOwnBooking } from "../booking/own-booking";
import type { ServiceContext } from "../context";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import type { BookingRow } from "../db/schema";
import { type EndpointData, forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { sendToOutbox } from "../outbox/outbox";
import { amountDue } from "./amount-due";
import { gatewayPaymentPayload } from "./gateway-payload";
import { type GatewayOutcome, gatewayOutcome } from "./gateway-simulator";
import { paymentInFlight } from "./in-flight";
import { userPaymentModes } from "./payment-modes";
import { freshPaymentOtp } from "./payment-otp-sms";
import { paymentRefusal } from "./ticketing";

type InitiateRequest = EndpointData<typeof endpoints.paymentInitiate>;

function hasInstrument(request: InitiateRequest): boolean {
  if (request.mode === "CARD") return request.card !== undefined;
  if (request.mode === "UPI") return request.upiId !== undefined;
  return request.bank !== undefined;
}

/**
 * The bank's verification step for a card that needs it: an OTP kept only as a keyed hash,
 * with its tries, expiry and resends, sent by SMS to the booking's contact mobile (the outbox).
 */
function otpChallenge(
  ctx: ServiceContext,
  booking: BookingRow,
  payment: { id: string; amount: number; instrument: string },
  now: Date,
) {
  const fresh = freshPaymentOtp(ctx, payment, booking.contact.mobile, now);
  return {
    columns: {
      ...fresh.columns,
      status: "OTP_REQUIRED" as const,
      otpAttemptsLeft: PAYMENT_OTP_MAX_ATTEMPTS,
      otpSentTo: maskedMobile(booking.contact.mobile),
      otpResendsLeft: PAYMENT_OTP_MAX_RESENDS,
    },
    sms: fresh.sms,
  };
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
    const inFlight = await paymentInFlight(tx, booking.id, now);
    if (inFlight) return inFlight;
    const decided = gatewayOutcome(request.mode, {
      cardNumber: request.card?.number,
      upiId: request.upiId,
    });
    const payment = {
      id: `OR${randomInt(10 ** 11, 10 ** 12)}`,
      amount: amountDue(booking),
      instrument: maskedInstrument(request.mode, {
        number: request.card?.number,
        upiId: request.upiId,
        bank: request.bank,
      }),
    };
    const challenge = decided.needsOtp ? otpChallenge(ctx, booking, payment, now) : undefined;
    const [row] = await tx
      .insert(gatewayPayments)
      .values({
        ...payment,
        bookingId: booking.id,
        userId: subject.userId,
        mode: request.mode,
        status: "PENDING",
        ...settlement(decided, now),
        createdAt: now,
        ...challenge?.columns,
      })
      .returning();
    if (challenge) await sendToOutbox(tx, [challenge.sms]);
    return row as GatewayPaymentRow;
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
