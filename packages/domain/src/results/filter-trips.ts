import { type CabinClassFilter, matchesCabinClassFilter } from "../catalogues/cabin-classes";
import type { RefundableType } from "../catalogues/refundable-types";
import {
  isWithinTimeWindow,
  localTimeHhmm,
  searchTimeWindow,
  type TimeWindow,
} from "./time-of-day";
import {
  cheapestPrice,
  type PricingBasis,
  priceAmount,
  tripArrivalTime,
  tripDepartureTime,
  tripStops,
} from "./trip-metrics";
import type { Trip } from "./trip-schema";

/**
 * Result filters. An empty or absent list means "no filter". Stops: 0, 1, and 2 meaning
 * "2 or more". A trip matches a time filter when its time falls in any selected window;
 * corporate windows are widened (see time-of-day). An airline filter keeps trips flown only
 * by selected airlines; the cabin-class filter defaults to ALL. The price range is on the pricing basis.
 */
export interface TripFilters {
  stops?: readonly number[];
  airlines?: readonly string[];
  departureWindows?: readonly TimeWindow[];
  arrivalWindows?: readonly TimeWindow[];
  refundableTypes?: readonly RefundableType[];
  fareIdentifiers?: readonly string[];
  cabinClass?: CabinClassFilter;
  minPrice?: number;
  maxPrice?: number;
}

export const MANY_STOPS_FILTER = 2;

export interface FilterContext {
  basis: PricingBasis;
  isCorporate: boolean;
}

function active<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

export function filterTrips(
  trips: readonly Trip[],
  filters: TripFilters,
  context: FilterContext,
): Trip[] {
  const widen = (windows: readonly TimeWindow[] | undefined) =>
    windows?.map((window) => searchTimeWindow(window, context.isCorporate));
  const departureWindows = widen(filters.departureWindows);
  const arrivalWindows = widen(filters.arrivalWindows);
  const inAny = (time: string, windows: readonly TimeWindow[]) =>
    windows.some((window) => isWithinTimeWindow(localTimeHhmm(time), window));

  return trips.filter((trip) => {
    if (active(filters.stops)) {
      const stops = Math.min(tripStops(trip), MANY_STOPS_FILTER);
      if (!filters.stops.includes(stops)) return false;
    }
    if (active(filters.airlines)) {
      const airlines = filters.airlines;
      if (!trip.segments.every((segment) => airlines.includes(segment.airline.code))) return false;
    }
    if (active(departureWindows) && !inAny(tripDepartureTime(trip), departureWindows)) return false;
    if (active(arrivalWindows) && !inAny(tripArrivalTime(trip), arrivalWindows)) return false;
    if (active(filters.refundableTypes)) {
      const types = filters.refundableTypes;
      if (!trip.prices.some((price) => types.includes(price.fareDetails.ADULT.refundableType))) {
        return false;
      }
    }
    if (active(filters.fareIdentifiers)) {
      const identifiers = filters.fareIdentifiers;
      if (!trip.prices.some((price) => identifiers.includes(price.fareIdentifier))) return false;
    }
    if (filters.cabinClass) {
      const cabinClass = filters.cabinClass;
      if (
        !trip.prices.some((price) =>
          matchesCabinClassFilter(price.fareDetails.ADULT.cabinClass, cabinClass),
        )
      ) {
        return false;
      }
    }
    if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
      const price = priceAmount(cheapestPrice(trip, context.basis), context.basis);
      if (price < (filters.minPrice ?? 0)) return false;
      if (price > (filters.maxPrice ?? Number.POSITIVE_INFINITY)) return false;
    }
    return true;
  });
}
