import { FLIGHT_SEARCH_PATH, FLIGHT_SEARCH_RETRY_PATH, type SearchQuery } from "@wayfare/domain";
import { addDays, indiaToday } from "../inventory/local-time";

export function daysFromToday(days: number): string {
  return addDays(indiaToday(new Date()).today, days);
}

export function oneWay(from: string, to: string, travelDate: string): SearchQuery {
  return {
    tripType: "ONEWAY",
    routeInfos: [{ fromCityOrAirport: from, toCityOrAirport: to, travelDate }],
    cabinClass: "ECONOMY",
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://service.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function searchCall(data: unknown, headers: Record<string, string> = {}): Request {
  return post(FLIGHT_SEARCH_PATH, { data }, headers);
}

export function retryCall(searchId: string): Request {
  return post(FLIGHT_SEARCH_RETRY_PATH, { data: { searchId } });
}

export function rawSearchCall(body: string): Request {
  return post(FLIGHT_SEARCH_PATH, body);
}
