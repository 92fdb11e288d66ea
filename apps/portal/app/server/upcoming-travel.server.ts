import { endpoints, type UpcomingTrip } from "@wayfare/domain";
import { signedIn } from "./after-booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** A signed-in user's upcoming travel for the search page (J§2); none for anyone else. */
export async function upcomingTravelOf(service: ServiceGateway): Promise<UpcomingTrip[]> {
  if (!(await signedIn(service))) return [];
  const answer = await service.call(endpoints.upcomingTravel, {});
  return answer.ok ? answer.payload.trips : [];
}
