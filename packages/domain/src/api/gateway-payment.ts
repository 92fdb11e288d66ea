import { z } from "zod";
import {
  cardSchema,
  GATEWAY_MODES,
  netbankingBankSchema,
  upiIdSchema,
} from "../booking/gateway-payment";
import { PAYMENT_OTP_MAX_RESENDS, paymentOtpSchema } from "../booking/payment-otp";
import { PAYMENT_OTP_MAX_ATTEMPTS } from "../config/limits";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Gateway payments (J§2 Payments and Thank-you, J§4 pending payment; not shown in the
 * spec): initiate pays a booking's total by card, UPI or net banking and answers PENDING
 * with an order ref id; status is asked again (every `retryInSecond`) until the gateway
 * settles it as SUCCESS (the booking is ticketed) or FAILED. A card the bank wants verified
 * answers OTP_REQUIRED instead: the bank has sent an OTP by SMS, and the otp call takes it
 * (3 attempts, J§ "Payment and protection") before the payment goes on as PENDING.
 */
export const PAYMENT_INITIATE_PATH = "/xms/v1/flight/payment/initiate";
export const PAYMENT_STATUS_PATH = "/xms/v1/flight/payment/status";
export const PAYMENT_OTP_PATH = "/xms/v1/flight/payment/otp";
export const PAYMENT_OTP_RESEND_PATH = "/xms/v1/flight/payment/otp/resend";
export const PAYMENT_ABORT_PATH = "/xms/v1/flight/payment/abort";

export const ORDER_REF_PATTERN = /^OR\d{12}$/;
export const orderRefIdSchema = z.string().max(32).regex(ORDER_REF_PATTERN, "Invalid order ref id");

/** How a gateway payment is made: the mode and its instrument (card, UPI id or bank). */
export function gatewayInstrumentFields(today: Date) {
  return {
    mode: z.enum(GATEWAY_MODES),
    card: cardSchema(today).optional(),
    upiId: upiIdSchema.optional(),
    bank: netbankingBankSchema.optional(),
  };
}

export function paymentInitiateRequestSchema(today: Date) {
  return requestBodySchema(
    z.object({
      bookingId: bookingIdSchema,
      /** Paise; must equal the booking's total (1015). */
      amount: z.int().positive(),
      ...gatewayInstrumentFields(today),
    }),
  );
}

/**
 * A request of the endpoint table, which is built once, that carries a card: checked as of
 * no date, then its card's expiry against the day each request is parsed.
 */
export function checkedOnTheDay<T extends z.ZodType>(build: (today: Date) => T) {
  return build(new Date(0)).transform((data, ctx) => {
    const parsed = build(new Date()).safeParse(data);
    if (parsed.success) return parsed.data as z.output<T>;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

export const paymentInitiateDataSchema = checkedOnTheDay(
  (today) => paymentInitiateRequestSchema(today).shape.data,
);

export const paymentStatusRequestSchema = requestBodySchema(
  z.object({ orderRefId: orderRefIdSchema }),
);

/** POST /xms/v1/flight/payment/otp: the OTP the bank sent for an OTP_REQUIRED payment. */
export const paymentOtpRequestSchema = requestBodySchema(
  z.object({ orderRefId: orderRefIdSchema, otp: paymentOtpSchema }),
);

/**
 * POST /xms/v1/flight/payment/otp/resend: a new OTP for an OTP_REQUIRED payment, replacing
 * the last (the tries left stay as they are).
 */
export const paymentOtpResendRequestSchema = requestBodySchema(
  z.object({ orderRefId: orderRefIdSchema }),
);

/**
 * POST /xms/v1/flight/payment/abort: the payer cancels a payment still waiting for the bank's
 * OTP (abort payment, J§4); nothing was charged and the booking can be paid again.
 */
export const paymentAbortRequestSchema = requestBodySchema(
  z.object({ orderRefId: orderRefIdSchema }),
);

export const GATEWAY_PAYMENT_STATUSES = ["OTP_REQUIRED", "PENDING", "SUCCESS", "FAILED"] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/** Not settled yet: a booking with such a payment must not be paid or changed again. */
export const IN_FLIGHT_GATEWAY_PAYMENT_STATUSES = [
  "OTP_REQUIRED",
  "PENDING",
] as const satisfies readonly GatewayPaymentStatus[];

export function isGatewayPaymentInFlight(status: GatewayPaymentStatus): boolean {
  return (IN_FLIGHT_GATEWAY_PAYMENT_STATUSES as readonly GatewayPaymentStatus[]).includes(status);
}

export const gatewayPaymentPayloadSchema = z.object({
  orderRefId: z.string(),
  /**
   * What it pays for: a booking, a wallet top-up (decision 0065), or seats, meals and
   * baggage added to a ticketed booking (decision 0067), or a reissue's fare difference
   * (decision 0075).
   */
  bookingId: z.string().optional(),
  topUpId: z.string().optional(),
  modificationId: z.string().optional(),
  reissueId: z.string().optional(),
  mode: z.enum(GATEWAY_MODES),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  amount: z.int().nonnegative(),
  /** "VISA •••• 1111", a UPI id, or a bank's name. */
  instrument: z.string(),
  createdAt: z.iso.datetime(),
  /** Seconds until it is worth asking again; 0 once settled, and while it waits for the OTP. */
  retryInSecond: z.int().nonnegative(),
  failureReason: z.string().optional(),
  /** A payment that needed the OTP: the tries left (0 once they are used up). */
  otpAttemptsLeft: z.int().min(0).max(PAYMENT_OTP_MAX_ATTEMPTS).optional(),
  /** A payment that needed the OTP: the mobile it was sent to, masked ("•••••• 3210"). */
  otpSentTo: z.string().optional(),
  /** A payment that needed the OTP: the new OTPs that may still be asked for. */
  otpResendsLeft: z.int().min(0).max(PAYMENT_OTP_MAX_RESENDS).optional(),
  /** While it waits for the OTP and may have a new one: seconds before it may be asked for. */
  otpResendInSecond: z.int().nonnegative().optional(),
  /** In the answer to the otp call only: true when the OTP given was wrong. */
  otpRejected: z.boolean().optional(),
});
export type GatewayPaymentPayload = z.infer<typeof gatewayPaymentPayloadSchema>;
