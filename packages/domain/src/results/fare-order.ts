import { TILE_VIEW_FARE_COUNT } from "../config/limits";
import { type PricingBasis, priceAmount } from "./trip-metrics";
import type { TripPrice } from "./trip-schema";

/**
 * The fares of one trip, cheapest first on the pricing basis. Flex fares (fare type
 * TJ_FLEX, our reading of "flex-fare") move up to third place when they sit beyond it
 * (J§4), unless a flag or a selected filter applies: the caller passes `keepPriceOrder`.
 * Third place is the last tile of the 3-fare tile view. Only the cheapest flex fare moves.
 */
export const FLEX_FARE_PLACE = TILE_VIEW_FARE_COUNT;

export function isFlexFare(price: TripPrice): boolean {
  return price.fareType === "TJ_FLEX";
}

export function sortTripPrices(prices: readonly TripPrice[], basis: PricingBasis): TripPrice[] {
  return [...prices].sort((a, b) => priceAmount(a, basis) - priceAmount(b, basis));
}

export function promoteFlexFare(
  prices: readonly TripPrice[],
  options: { keepPriceOrder: boolean },
): TripPrice[] {
  const flexIndex = prices.findIndex(isFlexFare);
  if (options.keepPriceOrder || flexIndex < FLEX_FARE_PLACE) return [...prices];
  const flex = prices[flexIndex] as TripPrice;
  const rest = prices.filter((_, index) => index !== flexIndex);
  return [...rest.slice(0, FLEX_FARE_PLACE - 1), flex, ...rest.slice(FLEX_FARE_PLACE - 1)];
}

/** The fare list as shown: by price, then the flex-fare promotion. */
export function orderTripPrices(
  prices: readonly TripPrice[],
  basis: PricingBasis,
  options: { keepPriceOrder: boolean },
): TripPrice[] {
  return promoteFlexFare(sortTripPrices(prices, basis), options);
}
