import { z } from "zod";
import { FEE_WINDOWS } from "../booking/fee-windows";
import { tripSchema } from "../results/trip-schema";
import { plainText } from "../text/plain-text";
import { MAX_JOURNEY_LEGS } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { checkedOnTheDay, gatewayInstrumentFields } from "./gateway-payment";
import { WALLET_KINDS } from "./ledger";
import { PAYMENT_WALLETS } from "./payment-wallets";

/**
 * Reissue (J§2 post-booking modes, flow types REISSUE and RESCHEDULE; decision 0069): a
 * ticketed journey leg moved to a flight found by the search (another date, or another
 * cabin). `reissueQuote` prices it (the service keeps the quote); `reissueDetails` reads it
 * back; `reissueConfirm` pays the difference from a wallet or refunds it (there, or without
 * a wallet to the way the booking was paid), once however often it is sent, and issues new
 * tickets; `reissueGatewayPay` pays the difference by card, UPI or net banking instead,
 * followed with the payment status, OTP and abort calls (decision 0075). Amounts are
 * integer paise; a negative amount is a refund.
 */
export const REISSUE_QUOTE_PATH = "/xms/v1/flight/reissue/quote";
export const REISSUE_DETAILS_PATH = "/xms/v1/flight/reissue/details";
export const REISSUE_CONFIRM_PATH = "/xms/v1/flight/reissue/confirm";
export const REISSUE_GATEWAY_PAY_PATH = "/xms/v1/flight/reissue/gateway-pay";

export const REISSUE_ID_PATTERN = /^RI\d{12}$/;
export const reissueIdSchema = z.string().max(32).regex(REISSUE_ID_PATTERN, "Invalid reissue id");

const PRICE_ID_MAX_LENGTH = 512;

export const reissueQuoteRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    /** The journey leg to move: its index in the booking's trips. */
    tripIndex: z
      .int()
      .min(0)
      .max(MAX_JOURNEY_LEGS - 1),
    /** A price id of the search results for the new flight. */
    priceId: plainText().min(1).max(PRICE_ID_MAX_LENGTH),
  }),
);
export type ReissueQuoteRequest = z.infer<typeof reissueQuoteRequestSchema>["data"];

export const reissueDetailsRequestSchema = requestBodySchema(
  z.object({ reissueId: reissueIdSchema }),
);

export const reissueConfirmRequestSchema = requestBodySchema(
  z.object({
    reissueId: reissueIdSchema,
    /**
     * The wallet that pays or takes the refund; left out, a refund (or nothing to pay) goes
     * back the way the booking was paid: its wallet, or a card's to the credit shell.
     */
    wallet: z.enum(PAYMENT_WALLETS).optional(),
    /** Paise; must equal the quote's amount (1015); below zero for a refund. */
    amount: z.int(),
  }),
);
export type ReissueConfirmRequest = z.infer<typeof reissueConfirmRequestSchema>["data"];

export function reissueGatewayPayRequestSchema(today: Date) {
  return requestBodySchema(
    z.object({
      reissueId: reissueIdSchema,
      /** Paise; must equal the quote's amount (1015), which is above zero. */
      amount: z.int().positive(),
      ...gatewayInstrumentFields(today),
    }),
  );
}
export const reissueGatewayPayDataSchema = checkedOnTheDay(
  (today) => reissueGatewayPayRequestSchema(today).shape.data,
);

export const REISSUE_STATUSES = ["QUOTED", "DONE"] as const;
export const REISSUE_KINDS = ["DATE_CHANGE", "CLASS_CHANGE"] as const;

export const reissueLineSchema = z.object({
  passengerId: z.string(),
  passengerName: z.string(),
  type: z.enum(["ADULT", "CHILD", "INFANT"]),
  oldFare: z.int(),
  newFare: z.int(),
  fareDifference: z.int(),
  changeFee: z.int(),
  /** The new tickets per airline, once done. */
  ticketNumbers: z.record(z.string(), z.string()),
});

export const reissuePayloadSchema = z.object({
  reissueId: z.string(),
  bookingId: z.string(),
  tripIndex: z.int(),
  kind: z.enum(REISSUE_KINDS),
  /** QUOTED until confirmed; DONE once the new tickets are issued. */
  status: z.enum(REISSUE_STATUSES),
  /** The leg as it was; its segments are REISSUED once done. */
  oldTrip: tripSchema,
  newTrip: tripSchema,
  window: z.enum(FEE_WINDOWS),
  lines: z.array(reissueLineSchema),
  fareDifference: z.int(),
  changeFee: z.int(),
  /** Above zero: paid; below: refunded. */
  amount: z.int(),
  /** The wallet that paid or took the refund, once done (null when a card paid). */
  wallet: z.enum(WALLET_KINDS).nullable(),
  /** The gateway payment (order ref id) that paid it by card, UPI or net banking. */
  paidBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type ReissuePayload = z.infer<typeof reissuePayloadSchema>;
