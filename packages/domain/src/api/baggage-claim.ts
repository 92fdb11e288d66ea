import { z } from "zod";
import {
  BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH,
  BAGGAGE_CLAIM_MESSAGES,
  BAGGAGE_CLAIM_REASONS,
  BAGGAGE_CLAIM_STATUSES,
} from "../booking/baggage-claims";
import { MAX_PASSENGERS_PER_BOOKING } from "../config/limits";
import { CONTROL_CHARACTER_MESSAGE, plainText } from "../text/plain-text";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";

/**
 * A baggage protect claim (J§9, decision 0060): filed by the booking's viewers for a covered
 * passenger on one flight, from its arrival until 96 hours after; the service checks the
 * rule again (`baggageClaimRefusal`) on its own clock.
 */
export const BAGGAGE_CLAIM_PATH = "/xms/v1/flight/baggage-claim";

/** Segment ids are the inventory's ("AI101-DEL-BOM-2026-03-01"). */
const SEGMENT_ID_MAX_LENGTH = 100;

export const baggageClaimPassengerIdSchema = z
  .string({ error: BAGGAGE_CLAIM_MESSAGES.choiceRequired })
  .regex(new RegExp(`^[1-${MAX_PASSENGERS_PER_BOOKING}]$`), BAGGAGE_CLAIM_MESSAGES.choiceRequired);

export const baggageClaimSegmentIdSchema = plainText(BAGGAGE_CLAIM_MESSAGES.choiceRequired)
  .min(1, BAGGAGE_CLAIM_MESSAGES.choiceRequired)
  .max(SEGMENT_ID_MAX_LENGTH, BAGGAGE_CLAIM_MESSAGES.choiceRequired)
  .regex(/^[^/\s]+$/, BAGGAGE_CLAIM_MESSAGES.choiceRequired);

export const baggageClaimReasonSchema = z.enum(BAGGAGE_CLAIM_REASONS, {
  error: BAGGAGE_CLAIM_MESSAGES.reasonRequired,
});

/** Several lines of plain text: line breaks are kept, a tab (never typed in a text area) is not. */
export const baggageClaimDescriptionSchema = z
  .string({ error: BAGGAGE_CLAIM_MESSAGES.descriptionRequired })
  .pipe(
    plainText(undefined, { multiLine: true })
      .regex(/^[^\t]*$/, CONTROL_CHARACTER_MESSAGE)
      .trim()
      .min(1, BAGGAGE_CLAIM_MESSAGES.descriptionRequired)
      .max(BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH, BAGGAGE_CLAIM_MESSAGES.descriptionTooLong),
  );

export const baggageClaimRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    /** The passenger's place in the booking, from 1 (as baggage protect's passengerIds). */
    passengerId: baggageClaimPassengerIdSchema,
    segmentId: baggageClaimSegmentIdSchema,
    reason: baggageClaimReasonSchema,
    description: baggageClaimDescriptionSchema,
  }),
);
export type BaggageClaimRequest = z.infer<typeof baggageClaimRequestSchema>["data"];

export const baggageClaimSchema = z.object({
  claimId: z.string(),
  passengerId: z.string(),
  segmentId: z.string(),
  reason: z.enum(BAGGAGE_CLAIM_REASONS),
  description: z.string(),
  status: z.enum(BAGGAGE_CLAIM_STATUSES),
  /** Paise: the most the claim pays, the payout per passenger (J§9). */
  amount: z.int().nonnegative(),
  filedAt: z.iso.datetime(),
});
export type BaggageClaim = z.infer<typeof baggageClaimSchema>;

/**
 * In booking-details, for the booking's viewers when it has baggage protect: each flight's
 * arrival instant (its claim window runs from it) and the claims filed, oldest first.
 */
export const bookingBaggageClaimsSchema = z.object({
  flights: z.array(z.object({ segmentId: z.string(), arrival: z.iso.datetime() })),
  claims: z.array(baggageClaimSchema),
  /** Each passenger's flights cancelled from the booking: nothing to claim on them. */
  cancelled: z.array(z.object({ passengerId: z.string(), segmentId: z.string() })),
});
export type BookingBaggageClaims = z.infer<typeof bookingBaggageClaimsSchema>;
