import {
  IDEMPOTENCY_KEY_PATTERN,
  miscellaneousAmountSchema,
  miscellaneousDescriptionSchema,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * A miscellaneous invoice's charge (decision 0084): what it is for and an amount in whole
 * rupees; the idempotency key comes with the page, so a second submit issues one charge.
 */
export const miscellaneousChargeFormSchema = z.object({
  description: miscellaneousDescriptionSchema,
  amount: miscellaneousAmountSchema,
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
});

export const MISCELLANEOUS_CHARGE_FORM_LABELS = {
  heading: "Miscellaneous invoice",
  intro:
    "A charge on this booking, such as a service fee, billed on its own invoice with 18 % GST.",
  description: "What the charge is for",
  amount: "Amount before GST (₹, whole rupees)",
  submit: "Issue the invoice",
  back: "Back to the booking",
} as const;
