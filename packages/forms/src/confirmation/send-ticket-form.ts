import { choiceCheckboxSchema, TICKET_CHANNELS } from "@wayfare/domain";
import { z } from "zod";

/** The confirmation page's two forms, told apart by `intent`. */
export const CONFIRMATION_INTENTS = { sendTicket: "send-ticket", unhold: "unhold" } as const;

/**
 * 'Unhold' (a held booking), or 'Email ticket' / 'SMS ticket' (J§4 more options): the
 * pressed button's `channel` and the 'Include the price' checkbox. A post without a known
 * channel is sent by email, as the first button.
 */
export const confirmationFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(CONFIRMATION_INTENTS.sendTicket),
    channel: z.enum(TICKET_CHANNELS).catch("EMAIL"),
    withPrice: choiceCheckboxSchema,
  }),
  z.object({ intent: z.literal(CONFIRMATION_INTENTS.unhold) }),
]);
