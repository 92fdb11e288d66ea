import type { FareDetail, Trip, TripPrice } from "@wayfare/domain";

/**
 * Combined international round trips (J§3 COMBO): an onward and a return trip of the same
 * carrier, priced together on the same fare type with a round-trip discount on the base
 * fare. Only the cheapest few of each side are paired, as a supplier's combination search does.
 */
const ROUND_TRIP_BASE_SHARE = 0.95;
const PAIRED_PER_SIDE = 6;

function cheapest(trip: Trip): number {
  return Math.min(...trip.prices.map((price) => price.total));
}

function combineDetail(onward: FareDetail, back: FareDetail): FareDetail {
  return {
    ...onward,
    base: Math.round((onward.base + back.base) * ROUND_TRIP_BASE_SHARE),
    taxes: onward.taxes + back.taxes,
    seatsRemaining: Math.min(onward.seatsRemaining, back.seatsRemaining),
  };
}

function combinePrice(onward: TripPrice, back: TripPrice): TripPrice {
  const base = Math.round((onward.base + back.base) * ROUND_TRIP_BASE_SHARE);
  const taxes = onward.taxes + back.taxes;
  const commission = onward.commission + back.commission;
  const tds = onward.tds + back.tds;
  const { ADULT, CHILD, INFANT } = onward.fareDetails;
  return {
    ...onward,
    id: `${onward.id}+${back.id}`,
    base,
    taxes,
    total: base + taxes,
    commission,
    tds,
    net: base + taxes - commission + tds,
    fareDetails: {
      ADULT: combineDetail(ADULT, back.fareDetails.ADULT),
      ...(CHILD && back.fareDetails.CHILD
        ? { CHILD: combineDetail(CHILD, back.fareDetails.CHILD) }
        : {}),
      ...(INFANT && back.fareDetails.INFANT
        ? { INFANT: combineDetail(INFANT, back.fareDetails.INFANT) }
        : {}),
    },
  };
}

export function comboTrips(onward: readonly Trip[], back: readonly Trip[]): Trip[] {
  const airlineOf = (trip: Trip) => trip.segments[0]?.airline.code;
  const byPrice = (trips: readonly Trip[]) => [...trips].sort((a, b) => cheapest(a) - cheapest(b));
  const combos: Trip[] = [];
  const airlines = new Set(onward.map(airlineOf));
  for (const code of airlines) {
    const outbound = byPrice(onward.filter((trip) => airlineOf(trip) === code)).slice(
      0,
      PAIRED_PER_SIDE,
    );
    const inbound = byPrice(back.filter((trip) => airlineOf(trip) === code)).slice(
      0,
      PAIRED_PER_SIDE,
    );
    for (const there of outbound) {
      for (const home of inbound) {
        const prices = there.prices.flatMap((price) => {
          const match = home.prices.find((candidate) => candidate.fareType === price.fareType);
          return match ? [combinePrice(price, match)] : [];
        });
        if (prices.length > 0) {
          combos.push({
            id: `${there.id}+${home.id}`,
            segments: [...there.segments, ...home.segments],
            prices,
          });
        }
      }
    }
  }
  return combos;
}
