import type { SearchModifiers } from "./search-query";

/** A direct flight is stops 0; a connecting flight is stops 1 (J§4). */
export const DIRECT_FLIGHT_STOPS = 0;
export const CONNECTING_FLIGHT_STOPS = 1;

/** Stops a search asks for; neither flag set means any number of stops. */
export function stopsForSearchModifiers(modifiers: SearchModifiers): number[] | undefined {
  const stops = [
    ...(modifiers.isDirectFlight ? [DIRECT_FLIGHT_STOPS] : []),
    ...(modifiers.isConnectingFlight ? [CONNECTING_FLIGHT_STOPS] : []),
  ];
  return stops.length > 0 ? stops : undefined;
}

export function matchesSearchModifiers(stops: number, modifiers: SearchModifiers): boolean {
  const wanted = stopsForSearchModifiers(modifiers);
  return wanted === undefined || wanted.includes(stops);
}

/**
 * The search form's one choice of stops (J§4): any, direct only (stops 0) or connecting
 * (stops 1). Decision: one choice rather than two boxes, so "both" never has to be read.
 */
export const SEARCH_STOPS = ["any", "direct", "connecting"] as const;
export type SearchStops = (typeof SEARCH_STOPS)[number];

export const SEARCH_STOPS_LABELS: Readonly<Record<SearchStops, string>> = {
  any: "Any",
  direct: "Direct only",
  connecting: "Connecting only",
};

export function searchModifiersOfStops(stops: SearchStops): SearchModifiers {
  if (stops === "direct") return { isDirectFlight: true };
  if (stops === "connecting") return { isConnectingFlight: true };
  return {};
}

/** The choice a search's modifiers make; both or neither set is any. */
export function stopsOfSearchModifiers(modifiers: SearchModifiers): SearchStops {
  const wanted = stopsForSearchModifiers(modifiers);
  if (wanted?.length !== 1) return "any";
  return wanted[0] === DIRECT_FLIGHT_STOPS ? "direct" : "connecting";
}
