import { z } from "zod";
import {
  cardSchema,
  GATEWAY_MODES,
  netbankingBankSchema,
  upiIdSchema,
} from "../booking/gateway-payment";
import { bookingIdSchema } from "./booking";
import { requestBodySchema } from "./envelope";

/**
 * Gateway payments (J§2 Payments and Thank-you, J§4 pending payment; not shown in the
 * spec): initiate pays a booking's total by card, UPI or net banking and answers PENDING
 * with an order ref id; status is asked again (every `retryInSecond`) until the gateway
 * settles it as SUCCESS (the booking is ticketed) or FAILED.
 */
export const PAYMENT_INITIATE_PATH = "/xms/v1/flight/payment/initiate";
export const PAYMENT_STATUS_PATH = "/xms/v1/flight/payment/status";

export const ORDER_REF_PATTERN = /^OR\d{12}$/;
export const orderRefIdSchema = z.string().max(32).regex(ORDER_REF_PATTERN, "Invalid order ref id");

export function paymentInitiateRequestSchema(today: Date) {
  return requestBodySchema(
    z.object({
      bookingId: bookingIdSchema,
      /** Paise; must equal the booking's total (1015). */
      amount: z.int().positive(),
      mode: z.enum(GATEWAY_MODES),
      card: cardSchema(today).optional(),
      upiId: upiIdSchema.optional(),
      bank: netbankingBankSchema.optional(),
    }),
  );
}

export const paymentStatusRequestSchema = requestBodySchema(
  z.object({ orderRefId: orderRefIdSchema }),
);

export const GATEWAY_PAYMENT_STATUSES = ["PENDING", "SUCCESS", "FAILED"] as const;

export const gatewayPaymentPayloadSchema = z.object({
  orderRefId: z.string(),
  bookingId: z.string(),
  mode: z.enum(GATEWAY_MODES),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  amount: z.int().nonnegative(),
  /** "VISA •••• 1111", a UPI id, or a bank's name. */
  instrument: z.string(),
  createdAt: z.iso.datetime(),
  /** Seconds until it is worth asking again; 0 once settled. */
  retryInSecond: z.int().nonnegative(),
  failureReason: z.string().optional(),
});
export type GatewayPaymentPayload = z.infer<typeof gatewayPaymentPayloadSchema>;
