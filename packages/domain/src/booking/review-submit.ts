import { z } from "zod";
import { choiceCheckboxSchema } from "../passengers/choices";
import { PASSENGER_MESSAGES } from "../passengers/messages";

/**
 * The review step's submit (J§2 Review): 'Proceed to pay' or 'Block' (a hold), each only
 * with the terms checkbox ticked. The spec gives the review's checkbox no message of its
 * own; it is the same T&C confirmation as the insurance terms, so it reads
 * 'Please confirm with the T&C* to proceed.'
 */
export const REVIEW_INTENTS = ["pay", "hold"] as const;

export const reviewSubmitSchema = z.object({
  intent: z.enum(REVIEW_INTENTS).catch("pay"),
  termsAccepted: choiceCheckboxSchema.refine(Boolean, PASSENGER_MESSAGES.termsNotConfirmed),
});

export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;
