import { z } from "zod";
import { bookingPayloadSchema, walletPartSchema } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * Vouchers and TJ Cash on an unpaid booking (J§4 Payment: "applying a voucher or coins";
 * the spec does not show the call). The request is the whole redemption wanted: an empty
 * code clears the voucher, 0 points clear TJ Cash, the credit shell is used or not. What the service refuses is not applied
 * and its outcome says why; the rest is. The booking answers with its fare summary's
 * voucher discount, TJ Cash redeemed and final amount, which is what payment must equal.
 */
export const FLIGHT_REDEMPTION_PATH = "/xms/v1/flight/redemption";

export const VOUCHER_CODE_MAX_LENGTH = 20;
export const MAX_TJ_CASH_POINTS = 10_000_000;

export const redemptionRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    voucherCode: z
      .string()
      .max(VOUCHER_CODE_MAX_LENGTH)
      .regex(/^[A-Za-z0-9 ]*$/, "Invalid voucher code"),
    tjCashPoints: z.int().min(0).max(MAX_TJ_CASH_POINTS),
    /** Pay first from the credit shell (refunds kept for the next booking). */
    useCreditShell: z.boolean().optional(),
    /** Pay this much (paise) from a wallet and the rest by the current mode; absent: none. */
    walletPart: walletPartSchema.optional(),
  }),
);
export type RedemptionRequest = z.infer<typeof redemptionRequestSchema>["data"];

export const voucherOutcomeSchema = z.discriminatedUnion("valid", [
  z.object({ valid: z.literal(false) }),
  z.object({ valid: z.literal(true), discount: z.int().nonnegative() }),
]);

export const tjCashOutcomeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("applied"), points: z.int().nonnegative() }),
  z.object({ kind: z.literal("insufficient"), balancePoints: z.int().nonnegative() }),
  z.object({ kind: z.literal("overLimit"), maxPoints: z.int().nonnegative() }),
]);

export const walletPartOutcomeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("applied"), amount: z.int().nonnegative() }),
  z.object({ kind: z.literal("insufficient"), balance: z.int().nonnegative() }),
  z.object({ kind: z.literal("overLimit"), maxAmount: z.int().nonnegative() }),
]);

export const redemptionPayloadSchema = z.object({
  booking: bookingPayloadSchema,
  /** Absent when no code was asked for. */
  voucher: voucherOutcomeSchema.optional(),
  /** Absent when no points were asked for. */
  tjCash: tjCashOutcomeSchema.optional(),
  /** Absent when no wallet part was asked for. */
  walletPart: walletPartOutcomeSchema.optional(),
});
export type RedemptionPayload = z.infer<typeof redemptionPayloadSchema>;
