import { GATEWAY_MODES, topUpAmountSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The wallet page's top-up form (J§2 Top-up: enter amount, add money, payment medium): the
 * amount by the domain's rule and limits, and how it is paid (card, UPI or net banking);
 * the payment step then asks for that medium's details with the payment page's own form.
 */
export const topUpFormSchema = z.object({
  amount: topUpAmountSchema,
  mode: z.enum(GATEWAY_MODES, { error: "Please choose how to pay" }),
});

export const TOP_UP_FORM_LABELS = {
  heading: "Add money",
  amount: "Amount (₹)",
  amountHint: "From ₹100 to ₹5,00,000 at a time, in whole rupees.",
  mode: "Payment medium",
  submit: "Add money",
  payHeading: "Pay for your top-up",
  passbook: "Passbook",
} as const;
