import type { Trip, TripPrice } from "./trip-schema";

/**
 * Special-return separation (J§5): a fare is special-return when its fare type is
 * SPECIAL_RETURN or it carries a special-return id. A trip offering both kinds appears in
 * both lists, each time with only the fares of that kind.
 */
export function isSpecialReturnPrice(price: TripPrice): boolean {
  return (
    price.fareType === "SPECIAL_RETURN" ||
    Boolean(price.specialReturnId) ||
    (price.matchedSpecialReturnIds?.length ?? 0) > 0
  );
}

export function separateSpecialReturnTrips(trips: readonly Trip[]): {
  normal: Trip[];
  specialReturn: Trip[];
} {
  const normal: Trip[] = [];
  const specialReturn: Trip[] = [];
  for (const trip of trips) {
    const special = trip.prices.filter(isSpecialReturnPrice);
    if (special.length === trip.prices.length) specialReturn.push(trip);
    else if (special.length === 0) normal.push(trip);
    else {
      normal.push({ ...trip, prices: trip.prices.filter((price) => !isSpecialReturnPrice(price)) });
      specialReturn.push({ ...trip, prices: special });
    }
  }
  return { normal, specialReturn };
}
