import { CUSTOMER_JOURNEY_MESSAGES, endpoints, journeyTokenSchema } from "@wayfare/domain";
import { data } from "react-router";
import { orThrow } from "./booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The link's token from the URL; one that cannot be a token is answered as a dead link. */
export function journeyTokenFrom(params: { token?: string }): string {
  const parsed = journeyTokenSchema.safeParse(params.token);
  if (!parsed.success) throw data({ message: CUSTOMER_JOURNEY_MESSAGES.linkInvalid }, 404);
  return parsed.data;
}

/**
 * The shared booking's journey (J§3), or the service's 'no longer valid' as a 404. Called
 * without a session: the link's token is the whole proof, and the traveller needs no login.
 */
export async function customerJourney(service: ServiceGateway, token: string) {
  return orThrow(await service.callAnonymously(endpoints.customerJourneyDetails, { token }));
}

/** Both journey pages' loader: the token from the URL and what it opens. */
export async function journeyPage(service: ServiceGateway, params: { token?: string }) {
  const token = journeyTokenFrom(params);
  return { token, journey: await customerJourney(service, token) };
}
