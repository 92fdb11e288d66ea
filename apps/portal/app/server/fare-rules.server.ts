import { endpoints, type FareRule } from "@wayfare/domain";
import { data } from "react-router";
import type { ServiceGateway } from "./gateway/service-gateway.server";

export type FareRulesQuery = { priceId: string } | { bookingId: string };

/**
 * What the fare rules page shows (`?priceId=` from a result's fare, `?bookingId=` from the
 * review), checked by the call's own schema, or a 404 page that says the link is not complete.
 */
export function fareRulesQueryFrom(request: Request): FareRulesQuery {
  const params = new URL(request.url).searchParams;
  const parsed = endpoints.fareRules.request.safeParse({
    priceId: params.get("priceId") ?? undefined,
    bookingId: params.get("bookingId") ?? undefined,
  });
  if (!parsed.success) throw data({ message: "This fare rules link is not complete." }, 404);
  const { priceId, bookingId } = parsed.data;
  return bookingId === undefined ? { priceId: priceId as string } : { bookingId };
}

/**
 * Each fare's rules from the fare-rules call, or null when it failed: the page then says the
 * spec's "Sorry, unable to fetch fare rules from airline…" (J§8) rather than an error page.
 */
export async function fareRulesOf(
  service: ServiceGateway,
  query: FareRulesQuery,
): Promise<FareRule[] | null> {
  const answer = await service.call(endpoints.fareRules, query);
  return answer.ok ? answer.payload.fareRules : null;
}
