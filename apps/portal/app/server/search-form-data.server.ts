import { endpoints, searchDateRange } from "@wayfare/domain";
import { data } from "react-router";
import { parseRecentSearches } from "../recent-searches";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/**
 * What the search form needs: the airports and the airlines flying, from the service; the
 * dates a search may ask for; and the recent searches.
 */
export async function searchFormData(service: ServiceGateway, request: Request) {
  const answer = await service.callAnonymously(endpoints.airportList, {});
  if (!answer.ok) throw data({ errors: answer.errors }, { status: 502 });
  const airports = answer.payload.airports.map(({ code, city, name, country }) => ({
    code,
    city,
    name,
    country,
  }));
  return {
    airports,
    airlines: answer.payload.airlines,
    dateRange: searchDateRange(new Date()),
    recentSearches: parseRecentSearches(request.headers.get("cookie")),
  };
}
