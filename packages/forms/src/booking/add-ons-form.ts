import {
  addOnSelectionSchema,
  plainText,
  type SsrPayload,
  serviceRestriction,
} from "@wayfare/domain";
import { z } from "zod";

/** `seat.<segment>.<passenger>` posts as `{ seat: { [segment]: { [passenger]: value } } }`. */
const choices = z.record(z.string(), plainText().trim().optional());
const perSegmentAndPassenger = z.record(z.string(), choices).optional();

/**
 * The add-ons form (J§2 Add-ons): `seat|meal|baggage.<segment>.<passenger>`,
 * `fastForward.<segment>` for everyone it is sold to, `wheelchair.<passenger>` on every
 * flight. Its value is the service's selections, one per flight and passenger that chose
 * anything, each held to the domain's selection schema; the rules (who may sit where, what
 * is sold) are the service's.
 */
export function addOnsFormSchema(ssr: SsrPayload) {
  return z
    .object({
      seat: perSegmentAndPassenger,
      meal: perSegmentAndPassenger,
      baggage: perSegmentAndPassenger,
      fastForward: choices.optional(),
      wheelchair: choices.optional(),
    })
    .transform((form) =>
      ssr.segments.flatMap((segment) =>
        ssr.passengers.flatMap((passenger) => {
          const { segmentId } = segment;
          const index = String(passenger.passengerIndex);
          const served = !serviceRestriction(passenger.type);
          const choice = {
            seatNo: form.seat?.[segmentId]?.[index] || undefined,
            mealCode: form.meal?.[segmentId]?.[index] || undefined,
            baggageCode: form.baggage?.[segmentId]?.[index] || undefined,
            fastForward: served && form.fastForward?.[segmentId] ? true : undefined,
            wheelchair: form.wheelchair?.[index] || undefined,
          };
          const chosen = Object.fromEntries(
            Object.entries(choice).filter(([, value]) => value !== undefined),
          );
          if (Object.keys(chosen).length === 0) return [];
          return [{ segmentId, passengerIndex: passenger.passengerIndex, ...chosen }];
        }),
      ),
    )
    .pipe(z.array(addOnSelectionSchema));
}
