import { tripTypeValue } from "../catalogues/trip-types";
import { SEARCH_FORM_DEFAULTS } from "./search-form-defaults";
import type { SearchQuery } from "./search-query";
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
