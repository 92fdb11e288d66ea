import {
  legSearchId,
  matchesSearchModifiers,
  type RouteInfo,
  type SearchQuery,
  type SearchResultKey,
  type TokenSubject,
  type Trip,
  tripStops,
} from "@wayfare/domain";
import { itinerariesOn } from "../inventory/connections";
import type { PricingContext } from "../inventory/pricing";
import { tripOf } from "../inventory/trips";
import { isDomesticAirport } from "../reference/airports";
import { fareAudiences } from "./audiences";
import { comboTrips } from "./combo-trips";

/**
 * The results of a search, split into batches the way a multi-supplier search arrives:
 * each batch holds the trips of a group of carriers (two large domestic suppliers, then the
 * other domestic carriers, then the international ones).
 */
export const SUPPLIER_BATCHES: readonly (readonly string[])[] = [
  ["6E", "AI"],
  ["QP", "SG", "IX"],
];
export const BATCH_COUNT = SUPPLIER_BATCHES.length + 1;

/**
 * When each batch's suppliers answer, in seconds after the search started: the two large
 * domestic carriers' direct connections at once, the other domestic carriers soon after,
 * and the international carriers through a slower global distribution system, after the
 * 10-second cut-off (so a search with them has a secondary set to "load all" from).
 */
export const BATCH_RECEIVED_AFTER_SECONDS: readonly number[] = [1, 3, 12];

export type ResultLists = Partial<Record<SearchResultKey, Trip[]>>;

export interface SearchResults {
  isDomestic: boolean;
  isMultiCity: boolean;
  lists: ResultLists;
}

export interface SearchInputs {
  query: SearchQuery;
  /** Today in India (yyyy-mm-dd). */
  today: string;
  now: Date;
  subject: TokenSubject | null;
  /** Only this batch's carriers (the others are not priced): what a search call answers. */
  batch?: number;
}

function legTrips(route: RouteInfo, inputs: SearchInputs, pricing: PricingContext): Trip[] {
  const { query, now } = inputs;
  const preferred = new Set(query.preferredAirlines);
  const trips: Trip[] = [];
  const itineraries = itinerariesOn(
    route.fromCityOrAirport,
    route.toCityOrAirport,
    route.travelDate,
    query.searchModifiers.isDirectFlight === true,
  );
  for (const itinerary of itineraries) {
    if ((itinerary[0]?.departureUtc ?? 0) <= now.getTime()) continue;
    if (inputs.batch !== undefined && batchOfAirline(itinerary[0]?.airline) !== inputs.batch) {
      continue;
    }
    if (preferred.size > 0 && !itinerary.every((flight) => preferred.has(flight.airline))) continue;
    const trip = tripOf(itinerary, pricing);
    if (trip && matchesSearchModifiers(tripStops(trip), query.searchModifiers)) trips.push(trip);
  }
  return trips;
}

function specialReturnId(trip: Trip, query: SearchQuery): string {
  const dates = query.routeInfos.map((route) => route.travelDate).join("-");
  return `SR-${trip.segments[0]?.airline.code}-${dates}`;
}

/** Domestic return: special-return fares pair an onward and a return trip of one carrier. */
function markSpecialReturns(trips: Trip[], query: SearchQuery, side: "onward" | "return"): Trip[] {
  return trips.map((trip) => ({
    ...trip,
    prices: trip.prices.map((price) => {
      if (price.fareType !== "SPECIAL_RETURN") return price;
      const id = specialReturnId(trip, query);
      return side === "onward"
        ? { ...price, specialReturnId: id }
        : { ...price, matchedSpecialReturnIds: [id] };
    }),
  }));
}

export function searchResults(inputs: SearchInputs): SearchResults {
  const { query } = inputs;
  const isDomestic = query.routeInfos.every(
    (route) =>
      isDomesticAirport(route.fromCityOrAirport) && isDomesticAirport(route.toCityOrAirport),
  );
  const isMultiCity = query.tripType === "MULTICITY";
  const pricing: PricingContext = {
    cabinClass: query.cabinClass,
    paxInfo: query.paxInfo,
    today: inputs.today,
    supplyDate: inputs.now,
    audiences: fareAudiences(query, isDomestic, inputs.subject),
  };
  const legs = query.routeInfos.map((route) => legTrips(route, inputs, pricing));
  if (isMultiCity) {
    return {
      isDomestic,
      isMultiCity,
      lists: Object.fromEntries(legs.map((trips, index) => [legSearchId(query, index), trips])),
    };
  }
  const [onward = [], back] = legs;
  if (!back) return { isDomestic, isMultiCity, lists: { ONWARD: onward } };
  if (isDomestic) {
    return {
      isDomestic,
      isMultiCity,
      lists: {
        ONWARD: markSpecialReturns(onward, query, "onward"),
        RETURN: markSpecialReturns(back, query, "return"),
      },
    };
  }
  return {
    isDomestic,
    isMultiCity,
    lists: { ONWARD: onward, RETURN: back, COMBO: comboTrips(onward, back, query.paxInfo) },
  };
}

function batchOfAirline(code = ""): number {
  const index = SUPPLIER_BATCHES.findIndex((group) => group.includes(code));
  return index === -1 ? SUPPLIER_BATCHES.length : index;
}

const batchOf = (trip: Trip) => batchOfAirline(trip.segments[0]?.airline.code);

export function resultBatch(results: SearchResults, batch: number): ResultLists {
  const lists: ResultLists = {};
  for (const [key, trips] of Object.entries(results.lists) as [SearchResultKey, Trip[]][]) {
    lists[key] = trips.filter((trip) => batchOf(trip) === batch);
  }
  return lists;
}
