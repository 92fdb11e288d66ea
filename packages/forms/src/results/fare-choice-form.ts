import { plainText } from "@wayfare/domain";
import { z } from "zod";

/**
 * A fare chosen on the results (J§2): the leg it is for and its price id, posted by the
 * card's button; again with a corporate policy reason (`policyReason.code`,
 * `policyReason.text`) when the fare was above the lowest. The reason form always posts its
 * text field, so a posted reason is there even when blank; whether it is acceptable is the
 * domain's policyReasonSchema.
 */
export const fareChoiceFormSchema = z.object({
  leg: plainText().trim().min(1),
  priceId: plainText().min(1),
  policyReason: z.object({ code: plainText().optional(), text: plainText().optional() }).optional(),
});

export type PostedPolicyReason = z.output<typeof fareChoiceFormSchema>["policyReason"];
