import { z } from "zod";
import { plainText } from "../text/plain-text";
import { bookingPayloadSchema } from "./booking";
import { bookingIdSchema } from "./booking-id";
import { passengerIdSchema } from "./booking-lifecycle";
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
    /** Checked-in baggage of the selected passengers (J§3 selectedPax). */
    baggageProtect: z.boolean().optional(),
    /** Their 1-based ids; left out, every passenger is covered. */
    baggageProtectPassengers: z.array(passengerIdSchema).max(9).optional(),
    /** The plan's code (INSURANCE_PLANS), needed with insurance; one unknown or not available is 2504. */
    tripInsurancePlan: plainText().max(40).optional(),
    /** Every traveller within the insurer's age limits, terms accepted: needed with insurance. */
    insuranceAgeConfirmed: z.boolean().optional(),
  }),
);
export type ProtectionRequest = z.infer<typeof protectionRequestSchema>["data"];

export const protectionPayloadSchema = bookingPayloadSchema;
