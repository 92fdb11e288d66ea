import {
  cheapestPrice,
  type PricingBasis,
  priceAmount,
  tripArrivalTime,
  tripDepartureTime,
  tripDurationMinutes,
} from "./trip-metrics";
import type { Trip, TripPrice } from "./trip-schema";

/**
 * Result sorting (J§5): by price (net for corporate), departure or arrival time, duration,
 * commission. A trip's price and commission are those of its cheapest fare. Ties fall back
 * to price, then to the order the results arrived in.
 */
export const TRIP_SORT_FIELDS = [
  "price",
  "departure",
  "arrival",
  "duration",
  "commission",
] as const;
export type TripSortField = (typeof TRIP_SORT_FIELDS)[number];

export function isTripSortField(value: unknown): value is TripSortField {
  return TRIP_SORT_FIELDS.some((field) => field === value);
}

export interface TripSort {
  field: TripSortField;
  direction: "asc" | "desc";
}

export const DEFAULT_TRIP_SORT: TripSort = { field: "price", direction: "asc" };

type SortKey = number | string;

function sortKey(trip: Trip, field: TripSortField, cheapest: TripPrice, price: number): SortKey {
  switch (field) {
    case "price":
      return price;
    case "departure":
      return tripDepartureTime(trip);
    case "arrival":
      return tripArrivalTime(trip);
    case "duration":
      return tripDurationMinutes(trip);
    case "commission":
      return cheapest.commission;
  }
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

export function sortTrips(trips: readonly Trip[], sort: TripSort, basis: PricingBasis): Trip[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const keyed = trips.map((trip, index) => {
    const cheapest = cheapestPrice(trip, basis);
    const price = priceAmount(cheapest, basis);
    return { trip, index, price, key: sortKey(trip, sort.field, cheapest, price) };
  });
  keyed.sort((a, b) => sign * compareKeys(a.key, b.key) || a.price - b.price || a.index - b.index);
  return keyed.map((entry) => entry.trip);
}
