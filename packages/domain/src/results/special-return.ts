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

function specialReturnIds(price: TripPrice): string[] {
  return [price.specialReturnId, ...(price.matchedSpecialReturnIds ?? [])].filter(
    (id): id is string => Boolean(id),
  );
}

/**
 * Whether a fare can be booked with the fare chosen on the other leg of a return (J§5):
 * normal fares go with normal fares; a special-return fare only with the special-return
 * fare it was priced with (its id on the onward fare, among the matched ids on the return).
 */
export function pairsWith(chosen: TripPrice, candidate: TripPrice): boolean {
  if (!isSpecialReturnPrice(chosen) && !isSpecialReturnPrice(candidate)) return true;
  const ids = specialReturnIds(chosen);
  return specialReturnIds(candidate).some((id) => ids.includes(id));
}

/** The other leg's trips with only the fares that pair with the chosen one; none left, no trip. */
export function tripsPairingWith(trips: readonly Trip[], chosen: TripPrice): Trip[] {
  return trips.flatMap((trip) => {
    const prices = trip.prices.filter((price) => pairsWith(chosen, price));
    return prices.length > 0 ? [{ ...trip, prices }] : [];
  });
}
