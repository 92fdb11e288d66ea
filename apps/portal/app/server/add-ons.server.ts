import { type AddOnSelection, endpoints } from "@wayfare/domain";
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

export function saveAddOns(
  service: ServiceGateway,
  bookingId: string,
  selections: AddOnSelection[],
) {
  return service.call(endpoints.addOns, { bookingId, selections });
}
