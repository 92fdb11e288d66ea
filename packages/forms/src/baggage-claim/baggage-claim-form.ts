import {
  BAGGAGE_CLAIM_MESSAGES,
  type BaggageClaimTarget,
  baggageClaimDescriptionSchema,
  baggageClaimPassengerIdSchema,
  baggageClaimReasonSchema,
  baggageClaimSegmentIdSchema,
  baggageClaimTargetOf,
  plainText,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * The passenger and flight of a posted `claim`, each checked with the request's own schema;
 * undefined for anything else.
 */
export function baggageClaimFormTarget(claim: string): BaggageClaimTarget | undefined {
  const target = baggageClaimTargetOf(claim);
  const valid =
    target !== undefined &&
    baggageClaimPassengerIdSchema.safeParse(target.passengerId).success &&
    baggageClaimSegmentIdSchema.safeParse(target.segmentId).success;
  return valid ? target : undefined;
}

/**
 * The baggage protect claim form (J§9, decision 0060), as BaggageClaims posts it: `claim` is
 * the passenger and flight as one value ("2/AI101-DEL-BOM-2026-03-01"), which
 * `baggageClaimFormTarget` reads back into the request's `passengerId` and `segmentId`; `reason` and
 * `description` are the request's. The booking id comes from the page's URL; whether a claim
 * is open is the service's to say, on its clock.
 */
export const baggageClaimFormSchema = z.object({
  claim: z
    .string({ error: BAGGAGE_CLAIM_MESSAGES.choiceRequired })
    .pipe(
      plainText(BAGGAGE_CLAIM_MESSAGES.choiceRequired).refine(
        (value) => baggageClaimFormTarget(value) !== undefined,
        BAGGAGE_CLAIM_MESSAGES.choiceRequired,
      ),
    ),
  reason: baggageClaimReasonSchema,
  description: baggageClaimDescriptionSchema,
});
export type BaggageClaimForm = z.output<typeof baggageClaimFormSchema>;
