import { endpoints } from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The signed-in user's travellers from earlier bookings; none when the call fails. */
export async function savedPassengersFor(service: ServiceGateway) {
  const answer = await service.call(endpoints.savedPassengers, {});
  return answer.ok ? answer.payload.passengers : [];
}
