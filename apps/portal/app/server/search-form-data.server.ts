import { endpoints } from "@wayfare/domain";
import { data } from "react-router";
import { parseRecentSearches } from "../recent-searches";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** What the search form needs: the airports from the service and the recent searches. */
export async function searchFormData(service: ServiceGateway, request: Request) {
  const answer = await service.callAnonymously(endpoints.airportList, {});
  if (!answer.ok) throw data({ errors: answer.errors }, { status: 502 });
  const airports = answer.payload.airports.map(({ code, city, name, country }) => ({
    code,
    city,
    name,
    country,
  }));
  return { airports, recentSearches: parseRecentSearches(request.headers.get("cookie")) };
}
