import {
  bookingIdSchema,
  MAX_JOURNEY_LEGS,
  noControlCharacters,
  reissueIdSchema,
} from "@wayfare/domain";
import { z } from "zod";
import { paymentWalletField } from "./modify-booking-form";

export const REISSUE_FORM_MESSAGES = { flightRequired: "Please choose a flight" } as const;

/** The reissue page's choice (decision 0069): the leg to move and the new flight's price id. */
export const reissueChoiceFormSchema = z.object({
  bookingId: bookingIdSchema,
  tripIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_JOURNEY_LEGS - 1),
  priceId: z
    .string({ error: REISSUE_FORM_MESSAGES.flightRequired })
    .check(noControlCharacters(REISSUE_FORM_MESSAGES.flightRequired))
    .min(1, REISSUE_FORM_MESSAGES.flightRequired),
});

/** The reissue review's confirmation: the quote, the wallet and the amount shown (below zero: a refund). */
export const reissueConfirmFormSchema = z.object({
  reissueId: reissueIdSchema,
  wallet: paymentWalletField,
  amount: z.coerce.number().int(),
});

/** A refund back the way the booking was paid (no wallet chosen; decision 0075). */
export const reissueRefundFormSchema = reissueConfirmFormSchema.omit({ wallet: true });

/** The refund form's button posts `intent=refund`. */
export const REISSUE_REFUND_INTENT = "refund";
