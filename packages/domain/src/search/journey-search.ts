import type { Trip } from "../results/trip-schema";
import type { PaxInfo, SearchQuery } from "./search-query";

/**
 * The search a reviewed journey came from, rebuilt from its legs (J§2 'Back to flight
 * list' after the session expires): one leg is one way, an out-and-back pair a return,
 * anything else multicity; the cabin of the first fare; no preferred airline or modifier.
 * Fare types other than regular cannot be told from a fare, so the search is a regular one.
 */
export function searchQueryOfJourney(journey: {
  paxInfo: PaxInfo;
  tripInfos: readonly Trip[];
}): SearchQuery {
  const routeInfos = journey.tripInfos.map((trip) => {
    const first = trip.segments[0];
    const last = trip.segments[trip.segments.length - 1];
    return {
      fromCityOrAirport: first?.departureAirport.code ?? "",
      toCityOrAirport: last?.arrivalAirport.code ?? "",
      travelDate: first?.departureTime.slice(0, 10) ?? "",
    };
  });
  const [onward, back] = routeInfos;
  const isReturn =
    routeInfos.length === 2 &&
    back?.fromCityOrAirport === onward?.toCityOrAirport &&
    back?.toCityOrAirport === onward?.fromCityOrAirport;
  return {
    tripType: routeInfos.length === 1 ? "ONEWAY" : isReturn ? "RETURN" : "MULTICITY",
    routeInfos,
    cabinClass: journey.tripInfos[0]?.prices[0]?.fareDetails.ADULT.cabinClass ?? "ECONOMY",
    paxInfo: journey.paxInfo,
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}
