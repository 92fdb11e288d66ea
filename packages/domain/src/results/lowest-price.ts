import { TILE_VIEW_FARE_COUNT } from "../config/limits";
import { cheapestPrice, type PricingBasis, priceAmount } from "./trip-metrics";
import type { Trip } from "./trip-schema";

/**
 * Lowest-price comparison (J§3 selectedAndLowestPriceFlightsInfo, J§5): the chosen fare is
 * compared with the lowest fare of the same list on the pricing basis; the three lowest
 * price ids are kept. A corporate user whose choice costs more must give a reason, and the
 * confirmation popup shows.
 */
export interface LowestPriceComparison {
  lowestPriceId: string;
  lowestPrice: number;
  selectedPrice: number;
  priceDifference: number;
  lowestThreePriceIds: string[];
  showConfirmationPopup: boolean;
}

export const LOWEST_PRICE_IDS_KEPT = TILE_VIEW_FARE_COUNT;

export function lowestPriceIds(
  trips: readonly Trip[],
  basis: PricingBasis,
  count: number = LOWEST_PRICE_IDS_KEPT,
): string[] {
  return trips
    .flatMap((trip) => trip.prices)
    .sort((a, b) => priceAmount(a, basis) - priceAmount(b, basis))
    .slice(0, count)
    .map((price) => price.id);
}

/** undefined when the selected price id is not in the list. */
export function compareWithLowestPrice(
  trips: readonly Trip[],
  selectedPriceId: string,
  basis: PricingBasis,
  isCorporate: boolean,
): LowestPriceComparison | undefined {
  const selected = trips
    .flatMap((trip) => trip.prices)
    .find((price) => price.id === selectedPriceId);
  if (!selected || trips.length === 0) return undefined;
  let lowest = selected;
  for (const trip of trips) {
    const candidate = cheapestPrice(trip, basis);
    if (priceAmount(candidate, basis) < priceAmount(lowest, basis)) lowest = candidate;
  }
  const priceDifference = priceAmount(selected, basis) - priceAmount(lowest, basis);
  return {
    lowestPriceId: lowest.id,
    lowestPrice: priceAmount(lowest, basis),
    selectedPrice: priceAmount(selected, basis),
    priceDifference,
    lowestThreePriceIds: lowestPriceIds(trips, basis),
    showConfirmationPopup: isCorporate && priceDifference > 0,
  };
}

/** Total extra cost of the selected legs over the lowest ones (round trips add both legs). */
export function totalPriceDifference(comparisons: readonly LowestPriceComparison[]): number {
  return comparisons.reduce((sum, comparison) => sum + comparison.priceDifference, 0);
}
