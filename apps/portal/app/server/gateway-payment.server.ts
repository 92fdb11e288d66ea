import { parseWithZod } from "@conform-to/zod/v4";
import {
  type BookingPayload,
  bookingAmountDue,
  endpoints,
  PAYMENT_OTP_MESSAGES,
} from "@wayfare/domain";
import {
  cardPaymentFormSchema,
  type GatewayIntent,
  netbankingPaymentFormSchema,
  paymentOtpFormSchema,
  upiPaymentFormSchema,
} from "@wayfare/forms";
import type { ServiceGateway } from "./gateway/service-gateway.server";

function submissionFor(intent: GatewayIntent, formData: FormData) {
  if (intent === "CARD") {
    return parseWithZod(formData, { schema: cardPaymentFormSchema(new Date()) });
  }
  if (intent === "UPI") return parseWithZod(formData, { schema: upiPaymentFormSchema });
  return parseWithZod(formData, { schema: netbankingPaymentFormSchema });
}

type PaysFor =
  | { booking: BookingPayload }
  | { topUpId: string }
  | { modification: { modificationId: string; amount: number } }
  | { reissue: { reissueId: string; amount: number } };

function startFor(
  service: ServiceGateway,
  paysFor: PaysFor,
  instrument: { mode: GatewayIntent } & Extract<
    ReturnType<typeof submissionFor>,
    { status: "success" }
  >["value"],
) {
  if ("booking" in paysFor) {
    const { bookingId } = paysFor.booking;
    const amount = bookingAmountDue(paysFor.booking);
    return service.call(endpoints.paymentInitiate, { bookingId, amount, ...instrument });
  }
  if ("topUpId" in paysFor) {
    return service.call(endpoints.topUpPay, { topUpId: paysFor.topUpId, ...instrument });
  }
  if ("reissue" in paysFor) {
    return service.call(endpoints.reissueGatewayPay, { ...paysFor.reissue, ...instrument });
  }
  return service.call(endpoints.modifyBookingGatewayPay, {
    ...paysFor.modification,
    ...instrument,
  });
}

/**
 * A card, UPI or net-banking form checked with its schema, then sent to the gateway for a
 * booking's amount due, a wallet top-up, seats, meals and baggage added to a booking or a
 * reissue's difference: the order ref id to follow on the thank-you
 * page, or what went wrong. The card's number and CVV are only ever in this request, never
 * in a reply.
 */
export async function startGatewayPayment(
  service: ServiceGateway,
  paysFor: PaysFor,
  intent: GatewayIntent,
  formData: FormData,
) {
  const submission = submissionFor(intent, formData);
  const hideFields = ["card.number", "card.cvv"];
  if (submission.status !== "success") {
    return { ok: false as const, result: submission.reply({ hideFields }), toast: null };
  }
  const started = await startFor(service, paysFor, { mode: intent, ...submission.value });
  if (started.ok) return { ok: true as const, payment: started.payload };
  const toast = started.errors[0]?.message ?? null;
  return { ok: false as const, result: submission.reply({ hideFields }), toast };
}

export function paymentStatus(service: ServiceGateway, orderRefId: string) {
  return service.call(endpoints.paymentStatus, { orderRefId });
}

/** A new OTP for a card payment waiting for one; refused (429) too soon or after the last. */
export function resendPaymentOtp(service: ServiceGateway, orderRefId: string) {
  return service.call(endpoints.paymentOtpResend, { orderRefId });
}

/** The payer cancels a card payment waiting for its OTP (abort payment); refused once it is not. */
export function abortPayment(service: ServiceGateway, orderRefId: string) {
  return service.call(endpoints.paymentAbort, { orderRefId });
}

/** The OTP the bank sent for a card payment, checked with the form's schema, then by the gateway. */
export async function submitPaymentOtp(
  service: ServiceGateway,
  orderRefId: string,
  formData: FormData,
) {
  const submission = parseWithZod(formData, { schema: paymentOtpFormSchema });
  if (submission.status !== "success") return { done: false as const, result: submission.reply() };
  const verified = await service.call(endpoints.paymentOtp, {
    orderRefId,
    otp: submission.value.otp,
  });
  if (verified.ok && verified.payload.otpRejected && verified.payload.status === "OTP_REQUIRED") {
    const message = PAYMENT_OTP_MESSAGES.attemptsLeft(verified.payload.otpAttemptsLeft ?? 0);
    return {
      done: false as const,
      result: submission.reply({ fieldErrors: { otp: [message] }, hideFields: ["otp"] }),
    };
  }
  // Verified, failed for good, or no longer waiting: the status page says which.
  return { done: true as const };
}
