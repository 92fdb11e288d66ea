import { tripTypeFromValue } from "../catalogues/trip-types";
import { SEARCH_FORM_DEFAULTS } from "./search-form-defaults";
import type { RouteInfo, SearchQuery } from "./search-query";
import { searchLegParams } from "./search-url";

// Reading a results URL back, unchecked and without Zod (search-url-decode.ts checks it).

function toParams(input: string | URLSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  const queryStart = input.indexOf("?");
  return new URLSearchParams(queryStart === -1 ? input : input.slice(queryStart + 1));
}

function upper(value: string | null): string {
  return (value ?? "").trim().toUpperCase();
}

function count(value: string | null, fallback: number): number {
  return value === null || value.trim() === "" ? fallback : Number(value);
}

function flag<K extends string>(key: K, value: string | null): Partial<Record<K, boolean>> {
  if (value !== "true" && value !== "false") return {};
  return { [key]: value === "true" } as Partial<Record<K, boolean>>;
}

function decodeRoutes(params: URLSearchParams, tripType: SearchQuery["tripType"]): RouteInfo[] {
  const first: RouteInfo = {
    fromCityOrAirport: upper(params.get("from")),
    toCityOrAirport: upper(params.get("to")),
    travelDate: (params.get("dep") ?? "").trim(),
  };
  if (tripType === "RETURN") {
    const back: RouteInfo = {
      fromCityOrAirport: first.toCityOrAirport,
      toCityOrAirport: first.fromCityOrAirport,
      travelDate: (params.get("ret") ?? "").trim(),
    };
    return [first, back];
  }
  if (tripType !== "MULTICITY") return [first];
  const routes = [first];
  for (let n = 1; params.has(searchLegParams(n).origin); n += 1) {
    const names = searchLegParams(n);
    routes.push({
      fromCityOrAirport: upper(params.get(names.origin)),
      toCityOrAirport: upper(params.get(names.destination)),
      travelDate: (params.get(names.depDate) ?? "").trim(),
    });
  }
  return routes;
}

/**
 * Reads a /flight/list URL (or its query string) into the search query it says, unchecked:
 * the results page's browser code compares its canonical key with the searches the server
 * checked, without Zod. Missing counts read as the form defaults (1, 0, 0).
 */
export function readSearchUrl(input: string | URLSearchParams): SearchQuery | undefined {
  const params = toParams(input);
  const tripType = tripTypeFromValue(params.get("tripType") ?? "0");
  if (!tripType) return undefined;
  const preferred = params.get("prefAirCode");
  const candidate = {
    tripType,
    routeInfos: decodeRoutes(params, tripType),
    cabinClass: upper(params.get("pClass")),
    paxInfo: {
      ADULT: count(params.get("ADT"), SEARCH_FORM_DEFAULTS.paxInfo.ADULT),
      CHILD: count(params.get("CHD"), SEARCH_FORM_DEFAULTS.paxInfo.CHILD),
      INFANT: count(params.get("INF"), SEARCH_FORM_DEFAULTS.paxInfo.INFANT),
    },
    preferredAirlines: preferred ? preferred.split(",").map((code) => upper(code)) : [],
    fareType: params.get("pft") ?? SEARCH_FORM_DEFAULTS.fareType,
    searchModifiers: {
      ...flag("isDirectFlight", params.get("isDirect")),
      ...flag("isConnectingFlight", params.get("isConnecting")),
    },
  };
  return candidate as SearchQuery;
}
