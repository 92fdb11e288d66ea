import { choiceCheckboxSchema, PASSENGER_MESSAGES } from "@wayfare/domain";
import { z } from "zod";
import { REVIEW_INTENTS } from "./review-intents";

export { REVIEW_INTENTS };

/**
 * The review step's submit (J§2 Review), each button only with the terms ticked
 * ('Please confirm with the T&C* to proceed.', the domain's insurance-terms message: the
 * spec gives the review's checkbox none of its own). A post without a known button pays.
 */
export const reviewFormSchema = z.object({
  intent: z.enum([REVIEW_INTENTS.pay, REVIEW_INTENTS.hold]).catch(REVIEW_INTENTS.pay),
  termsAccepted: choiceCheckboxSchema.refine(Boolean, PASSENGER_MESSAGES.termsNotConfirmed),
});
