import { tripTypeFromValue, tripTypeValue } from "../catalogues/trip-types";
import { SEARCH_FORM_DEFAULTS } from "./search-form-defaults";
import { type RouteInfo, type SearchQuery, searchQuerySchema } from "./search-query";
import { SEARCH_RESULTS_PATH } from "./search-results-path";

/** The URL parameters of leg `index` (0-based): the first leg's are from, to and dep. */
export function searchLegParams(index: number) {
  return index === 0
    ? { origin: "from", destination: "to", depDate: "dep" }
    : {
        origin: `origin_${index}`,
        destination: `destination_${index}`,
        depDate: `depDate_${index}`,
      };
}

/**
 * The /flight/list URL (J§2): from, to, dep, ADT, CHD, INF, pClass, tripType, optional
 * prefAirCode; multicity legs as origin_N, destination_N, depDate_N.
 * Decisions where the spec names no parameter: from/to/dep always carry the first leg (so
 * F§5's validity check holds for every trip type); a return trip adds `ret` (the return
 * date); multicity legs after the first are origin_1… (N = leg index, 0-based); pClass is
 * the cabin class code (ECONOMY); prefAirCode is comma-separated; a non-REGULAR fare type
 * is `pft` (J§3's modifier name); the direct/connecting modifiers, when set, are `isDirect`
 * and `isConnecting` (true/false).
 */
export function searchUrlParams(query: SearchQuery): URLSearchParams {
  const [first, ...rest] = query.routeInfos;
  const params = new URLSearchParams();
  if (first) {
    params.set("from", first.fromCityOrAirport);
    params.set("to", first.toCityOrAirport);
    params.set("dep", first.travelDate);
  }
  if (query.tripType === "RETURN" && rest[0]) params.set("ret", rest[0].travelDate);
  if (query.tripType === "MULTICITY") {
    rest.forEach((leg, offset) => {
      const names = searchLegParams(offset + 1);
      params.set(names.origin, leg.fromCityOrAirport);
      params.set(names.destination, leg.toCityOrAirport);
      params.set(names.depDate, leg.travelDate);
    });
  }
  params.set("ADT", String(query.paxInfo.ADULT));
  params.set("CHD", String(query.paxInfo.CHILD));
  params.set("INF", String(query.paxInfo.INFANT));
  params.set("pClass", query.cabinClass);
  params.set("tripType", String(tripTypeValue(query.tripType)));
  if (query.preferredAirlines.length > 0) {
    params.set("prefAirCode", query.preferredAirlines.join(","));
  }
  if (query.fareType !== SEARCH_FORM_DEFAULTS.fareType) params.set("pft", query.fareType);
  const { isDirectFlight, isConnectingFlight } = query.searchModifiers;
  if (isDirectFlight !== undefined) params.set("isDirect", String(isDirectFlight));
  if (isConnectingFlight !== undefined) params.set("isConnecting", String(isConnectingFlight));
  return params;
}

/** `/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ADT=1&…` */
export function encodeSearchUrl(query: SearchQuery): string {
  return `${SEARCH_RESULTS_PATH}?${searchUrlParams(query).toString()}`;
}

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
 * Reads a /flight/list URL (or its query string) back into a search query; undefined when
 * it does not describe a valid one. Missing counts read as the form defaults (1, 0, 0).
 */
export function decodeSearchUrl(input: string | URLSearchParams): SearchQuery | undefined {
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
  return searchQuerySchema.safeParse(candidate).data;
}
