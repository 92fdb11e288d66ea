import type { CabinClass, FareType, TripPrice } from "@wayfare/domain";
import { ONE_ADULT } from "../booking/booking-testing";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";

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
  fares.sort((a, b) => a.total - b.total);
  const fare =
    options.extreme === "lowest"
      ? fares[0]
      : options.extreme === "highest"
        ? fares.at(-1)
        : fares[(options.pick ?? 0) % Math.max(fares.length, 1)];
  if (!fare) throw new Error(`no ${fareType} fare DEL-BOM in ${daysAhead} days`);
  return fare;
}
