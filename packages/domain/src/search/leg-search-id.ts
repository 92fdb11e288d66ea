import type { SearchQuery } from "./search-query";

/**
 * A multicity search is one search per flight, and its result lists are keyed by search id
 * (J§3: flightMaster and flightFilter "multicity keyed by search id"; J§4: results kept per
 * search id). A leg's id names that flight's own search: its place in the trip, route, day,
 * cabin, party and preferences. The same search always gets the same id; a changed flight gets
 * a new one, so a fare chosen for the old flight no longer counts.
 * Decision: the id is derived (FNV-1a of those facts, base 36) rather than stored, because the
 * service's searches are stateless cursors (decisions 0007 and 0058).
 */
export const LEG_SEARCH_ID_PATTERN = /^L[1-5]-[0-9a-z]{1,7}$/;

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

type LegSearch = Pick<
  SearchQuery,
  "routeInfos" | "cabinClass" | "paxInfo" | "preferredAirlines" | "fareType" | "searchModifiers"
>;

export function legSearchId(query: LegSearch, index: number): string {
  const route = query.routeInfos[index];
  const { ADULT, CHILD, INFANT } = query.paxInfo;
  const { isDirectFlight, isConnectingFlight } = query.searchModifiers;
  const facts = [
    route?.fromCityOrAirport,
    route?.toCityOrAirport,
    route?.travelDate,
    query.cabinClass,
    `${ADULT}.${CHILD}.${INFANT}`,
    [...query.preferredAirlines].sort().join(","),
    query.fareType,
    isDirectFlight ? "direct" : isConnectingFlight ? "connecting" : "any",
  ].join("|");
  return `L${index + 1}-${fnv1a(facts)}`;
}

/** The search ids of every flight of a multicity trip, in the trip's order. */
export function legSearchIds(query: LegSearch): string[] {
  return query.routeInfos.map((_, index) => legSearchId(query, index));
}

/** Which flight of the trip (0-based) a leg's search id is for, or -1 for another search's. */
export function legIndexOfSearchId(query: LegSearch, searchId: string): number {
  return legSearchIds(query).indexOf(searchId);
}
