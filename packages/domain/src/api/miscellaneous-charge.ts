import { z } from "zod";
import {
  MISCELLANEOUS_CHARGE_MAX_PAISE,
  MISCELLANEOUS_CHARGE_MESSAGES,
  MISCELLANEOUS_DESCRIPTION_MAX_LENGTH,
} from "../invoice/miscellaneous-charge";
import { noControlCharacters } from "../text/plain-text";
import { wholeRupeesSchema } from "../wallet/top-up";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { IDEMPOTENCY_KEY_PATTERN } from "./money";

/** A miscellaneous invoice's charge on a booking (decision 0084). */
export const MISCELLANEOUS_CHARGE_PATH = "/xms/v1/flight/miscellaneous-charge";

/** A miscellaneous charge's id, "MC" and 10 digits. */
export const chargeIdSchema = z
  .string()
  .max(32)
  .regex(/^MC\d{10}$/, "Invalid charge id");

export const miscellaneousDescriptionSchema = z
  .string(MISCELLANEOUS_CHARGE_MESSAGES.description)
  .check(noControlCharacters(MISCELLANEOUS_CHARGE_MESSAGES.description))
  .trim()
  .min(3, MISCELLANEOUS_CHARGE_MESSAGES.description)
  .max(MISCELLANEOUS_DESCRIPTION_MAX_LENGTH, MISCELLANEOUS_CHARGE_MESSAGES.description);

const withinLimit = (amount: number, context: z.RefinementCtx) => {
  if (amount < 100 || amount > MISCELLANEOUS_CHARGE_MAX_PAISE) {
    context.addIssue({ code: "custom", message: MISCELLANEOUS_CHARGE_MESSAGES.amount });
  }
};

/** Paise, as the service is sent it. */
export const miscellaneousAmountPaiseSchema = z
  .int({ error: MISCELLANEOUS_CHARGE_MESSAGES.amount })
  .superRefine(withinLimit);

/** The form's amount box: whole rupees, as paise. */
export const miscellaneousAmountSchema = wholeRupeesSchema(
  MISCELLANEOUS_CHARGE_MESSAGES.amount,
).superRefine(withinLimit);

export const miscellaneousChargeSchema = z.object({
  bookingId: bookingIdSchema,
  description: miscellaneousDescriptionSchema,
  amount: miscellaneousAmountPaiseSchema,
  /** One per form shown: a second submit of the same form issues nothing more. */
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
});
export const miscellaneousChargeRequestSchema = requestBodySchema(
  miscellaneousChargeSchema.strict(),
);
export type MiscellaneousCharge = z.infer<typeof miscellaneousChargeSchema>;

export const miscellaneousChargePayloadSchema = z.object({
  chargeId: z.string(),
  bookingId: z.string(),
  /** The key had issued it already: nothing new was written. */
  replayed: z.boolean(),
});
export type MiscellaneousChargePayload = z.infer<typeof miscellaneousChargePayloadSchema>;
