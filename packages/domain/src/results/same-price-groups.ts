import { cheapestPrice, type PricingBasis, priceAmount, tripAirlineKey } from "./trip-metrics";
import type { Trip } from "./trip-schema";

/**
 * Same-price grouping (J§5): trips of the same airline whose prices, rounded to cents, are
 * equal form one group. Our prices are integer paise (already cents), so the rounding is
 * exact; the airline of a multi-airline trip is its airline combination ("AI+UK").
 * Groups keep the order of their first trip.
 */
export interface SamePriceGroup {
  key: string;
  airlineKey: string;
  price: number;
  trips: Trip[];
}

export function groupSamePriceTrips(trips: readonly Trip[], basis: PricingBasis): SamePriceGroup[] {
  const groups = new Map<string, SamePriceGroup>();
  for (const trip of trips) {
    const airlineKey = tripAirlineKey(trip);
    const price = Math.round(priceAmount(cheapestPrice(trip, basis), basis));
    const key = `${airlineKey}|${price}`;
    const group = groups.get(key);
    if (group) group.trips.push(trip);
    else groups.set(key, { key, airlineKey, price, trips: [trip] });
  }
  return [...groups.values()];
}
