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
