import { z } from "zod";
import { bookingPayloadSchema } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * The protection products of an unpaid booking (J§3, J§4, J§5): cancellation protection,
 * TJ Flex and trip insurance, each answered Yes or No, and baggage protect, priced by the service into the booking's
 * total and fare summary. The spec does not show the call; it is ours.
 */
export const FLIGHT_PROTECTION_PATH = "/xms/v1/flight/protection";

export const protectionRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    cancellationProtection: z.boolean(),
    tripInsurance: z.boolean(),
    /** Domestic, not multicity, passengers aged 2 to 70 (J§3, domain notes). */
    tjFlex: z.boolean().optional(),
    /** Every passenger's checked-in baggage (J§3). */
    baggageProtect: z.boolean().optional(),
    /** Every traveller within the insurer's age limits, terms accepted: needed with insurance. */
    insuranceAgeConfirmed: z.boolean().optional(),
  }),
);
export type ProtectionRequest = z.infer<typeof protectionRequestSchema>["data"];

export const protectionPayloadSchema = bookingPayloadSchema;
