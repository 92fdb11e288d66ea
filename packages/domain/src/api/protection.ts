import { z } from "zod";
import { bookingPayloadSchema } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * The protection products of an unpaid booking (J§3, J§4, J§5): cancellation protection
 * and trip insurance, each answered Yes or No, priced by the service into the booking's
 * total and fare summary. The spec does not show the call; it is ours.
 */
export const FLIGHT_PROTECTION_PATH = "/xms/v1/flight/protection";

export const protectionRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    cancellationProtection: z.boolean(),
    tripInsurance: z.boolean(),
    /** Every traveller within the insurer's age limits, terms accepted: needed with insurance. */
    insuranceAgeConfirmed: z.boolean().optional(),
  }),
);
export type ProtectionRequest = z.infer<typeof protectionRequestSchema>["data"];

export const protectionPayloadSchema = bookingPayloadSchema;
