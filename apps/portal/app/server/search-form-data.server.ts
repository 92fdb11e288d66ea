import {
  AIRPORT_LIST_PATH,
  type AirportListPayload,
  airportListPayloadSchema,
  catalogueError,
} from "@wayfare/domain";
import { data } from "react-router";
import { parseRecentSearches } from "../recent-searches";
import { callContext } from "./call-context.server";
import { serviceClient } from "./service.server";

/** What the search form needs: the airports from the service and the recent searches. */
export async function searchFormData(request: Request) {
  const client = await serviceClient();
  const result = await client.call<AirportListPayload>(
    "GET",
    AIRPORT_LIST_PATH,
    undefined,
    callContext(request),
  );
  const payload = result.ok ? airportListPayloadSchema.safeParse(result.payload) : undefined;
  if (!payload?.success) {
    throw data({ errors: result.ok ? [catalogueError("502")] : result.errors }, { status: 502 });
  }
  const airports = payload.data.airports.map(({ code, city, name, country }) => ({
    code,
    city,
    name,
    country,
  }));
  return { airports, recentSearches: parseRecentSearches(request.headers.get("cookie")) };
}
