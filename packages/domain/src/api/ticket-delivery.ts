import { z } from "zod";
import { bookingDetailsRequestSchema } from "./booking";
import { requestBodySchema } from "./envelope";

/**
 * The confirmation page's "email / SMS ticket" (J§4 more options; the spec shows no call):
 * the booking's ticket goes to the booking's contact, by email or SMS, with or without the
 * price. The caller is the owner (token) or a guest proving the booking with the contact's
 * email or mobile, exactly as for booking details.
 */
export const SEND_TICKET_PATH = "/xms/v1/flight/send-ticket";

/** At most this many tickets per booking in the window, then 429 + 416 'try later'. */
export const TICKET_SEND_LIMIT = { count: 5, windowMinutes: 10 } as const;

export const TICKET_CHANNELS = ["EMAIL", "SMS"] as const;
export type TicketChannel = (typeof TICKET_CHANNELS)[number];

export const sendTicketRequestSchema = requestBodySchema(
  bookingDetailsRequestSchema.shape.data.extend({
    channel: z.enum(TICKET_CHANNELS),
    withPrice: z.boolean().default(true),
  }),
);
export type SendTicketRequest = z.infer<typeof sendTicketRequestSchema>["data"];

export const ticketSentPayloadSchema = z.object({
  bookingId: z.string(),
  channel: z.enum(TICKET_CHANNELS),
  recipient: z.string(),
  withPrice: z.boolean(),
});
export type TicketSentPayload = z.infer<typeof ticketSentPayloadSchema>;
