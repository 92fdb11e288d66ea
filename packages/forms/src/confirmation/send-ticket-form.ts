import { choiceCheckboxSchema, TICKET_CHANNELS, tripFeedbackCallSchema } from "@wayfare/domain";
import { z } from "zod";
import { CONFIRMATION_INTENTS } from "./confirmation-intents";

/**
 * 'Unhold' (a held booking), 'Retry booking' (paid, not ticketed: decision 0062), or 'Email
 * ticket' / 'SMS ticket' (J§4 more options): the pressed button's `channel` and the 'Include
 * the price' checkbox. A post without a known channel is sent by email, as the first button.
 * Or feedback after travel: the gateway's own checks of a rating and comments.
 */
export const confirmationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(CONFIRMATION_INTENTS.sendTicket),
    channel: z.enum(TICKET_CHANNELS).catch("EMAIL"),
    withPrice: choiceCheckboxSchema,
  }),
  z.object({ intent: z.literal(CONFIRMATION_INTENTS.unhold) }),
  z.object({ intent: z.literal(CONFIRMATION_INTENTS.retryBooking) }),
  tripFeedbackCallSchema.omit({ bookingId: true }).extend({
    intent: z.literal(CONFIRMATION_INTENTS.feedback),
    // The form posts the rating as its digit; the gateway call carries the number.
    rating: z.preprocess(
      (value) => (typeof value === "string" && /^[1-5]$/.test(value) ? Number(value) : value),
      tripFeedbackCallSchema.shape.rating,
    ),
  }),
]);
