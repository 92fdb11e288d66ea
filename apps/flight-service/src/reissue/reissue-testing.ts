import type { CabinClass, FareType, TripPrice } from "@wayfare/domain";
import { ONE_ADULT } from "../booking/booking-testing";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";

/** The fares of non-stop DEL–BOM flights on a day with seats to spare, cheapest first. */
function faresOn(
  daysAhead: number,
  fareType: FareType | "ANY",
  options: { cabinClass?: CabinClass; flightId?: string },
): (TripPrice & { flightId: string })[] {
  const now = new Date();
  const query = {
    ...oneWay("DEL", "BOM", daysFromToday(daysAhead)),
    cabinClass: options.cabinClass ?? "ECONOMY",
    paxInfo: ONE_ADULT,
  };
  const trips = searchResults({ query, today: indiaToday(now).today, now, subject: null }).lists
    .ONWARD;
  const fares = (trips ?? [])
    .filter((trip) => trip.segments.length === 1)
    .filter((trip) => !options.flightId || trip.id === options.flightId)
    .flatMap((trip) =>
      trip.prices
        .filter(
          (price) =>
            (fareType === "ANY" || price.fareType === fareType) &&
            price.fareDetails.ADULT.seatsRemaining > 3,
        )
        .map((price) => ({ ...price, flightId: trip.id })),
    );
  return fares.sort((a, b) => a.total - b.total);
}

/** A fare of a non-stop DEL–BOM flight on a day, of a fare type and cabin, on a flight if given. */
export function fareOn(
  daysAhead: number,
  fareType: FareType | "ANY",
  options: {
    cabinClass?: CabinClass;
    flightId?: string;
    pick?: number;
    /** The lowest or highest of them instead of a picked one. */
    extreme?: "lowest" | "highest";
  } = {},
): TripPrice & { flightId: string } {
  const fares = faresOn(daysAhead, fareType, options);
  const fare =
    options.extreme === "lowest"
      ? fares[0]
      : options.extreme === "highest"
        ? fares.at(-1)
        : fares[(options.pick ?? 0) % Math.max(fares.length, 1)];
  if (!fare) throw new Error(`no ${fareType} fare DEL-BOM in ${daysAhead} days`);
  return fare;
}

/**
 * A business fare and an economy fare of one flight on a day, for a class change. Not every
 * flight with business seats to spare has economy seats to spare, so the pick moves on to the
 * next business fare until one has both.
 */
export function classChangeFares(daysAhead: number, pick: number) {
  const business = faresOn(daysAhead, "ANY", { cabinClass: "BUSINESS" });
  for (let step = 0; step < business.length; step++) {
    const upgrade = business[(pick + step) % business.length];
    const [economy] = upgrade ? faresOn(daysAhead, "ANY", { flightId: upgrade.flightId }) : [];
    if (upgrade && economy) return { business: upgrade, economy };
  }
  throw new Error(`no DEL-BOM flight in ${daysAhead} days with economy and business seats`);
}
