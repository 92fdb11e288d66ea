import {
  type AddOnSelection,
  addOnSelectionSchema,
  endpoints,
  type SsrPayload,
  serviceRestriction,
} from "@wayfare/domain";
import { z } from "zod";
import { orThrow } from "./booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The seat maps and the meals, baggage and services of a booking's flights, together. */
export async function loadAddOns(service: ServiceGateway, bookingId: string) {
  const [seatMap, ssr] = await Promise.all([
    service.call(endpoints.seatMap, { bookingId }),
    service.call(endpoints.ssr, { bookingId }),
  ]);
  return { seatMap: orThrow(seatMap), ssr: orThrow(ssr) };
}

function filled(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * The add-on form's fields (`seat|meal|baggage.<segment>.<passenger>`,
 * `fastForward.<segment>` for everyone it is sold to, `wheelchair.<passenger>` on every
 * flight) as the service's selections, one per flight and passenger that chose anything.
 * The shape is checked here; the rules (who may sit where, what is sold) by the service.
 */
export function selectionsFrom(formData: FormData, ssr: SsrPayload) {
  const selections: AddOnSelection[] = [];
  for (const segment of ssr.segments) {
    for (const passenger of ssr.passengers) {
      const key = `${segment.segmentId}.${passenger.passengerIndex}`;
      const served = !serviceRestriction(passenger.type);
      const choice = {
        seatNo: filled(formData, `seat.${key}`),
        mealCode: filled(formData, `meal.${key}`),
        baggageCode: filled(formData, `baggage.${key}`),
        fastForward:
          served && filled(formData, `fastForward.${segment.segmentId}`) ? true : undefined,
        wheelchair: filled(formData, `wheelchair.${passenger.passengerIndex}`),
      };
      const chosen = Object.fromEntries(Object.entries(choice).filter(([, v]) => v !== undefined));
      if (Object.keys(chosen).length === 0) continue;
      selections.push({
        segmentId: segment.segmentId,
        passengerIndex: passenger.passengerIndex,
        ...chosen,
      } as AddOnSelection);
    }
  }
  return z.array(addOnSelectionSchema).safeParse(selections);
}

export function saveAddOns(
  service: ServiceGateway,
  bookingId: string,
  selections: AddOnSelection[],
) {
  return service.call(endpoints.addOns, { bookingId, selections });
}
