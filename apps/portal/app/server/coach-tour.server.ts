import { endpoints } from "@wayfare/domain";
import { signedIn } from "./after-booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** Whether a signed-in user is still to see the search page's coach tour (J§2, decision 0076). */
export async function coachTourDue(service: ServiceGateway): Promise<boolean> {
  if (!(await signedIn(service))) return false;
  const answer = await service.call(endpoints.coachScreenGet, { screen: "FLIGHT_SEARCH" });
  return answer.ok && !answer.payload.dismissed;
}
