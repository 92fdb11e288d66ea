import type { FareDetail, PaxInfo, Trip, TripPrice } from "@wayfare/domain";

/**
 * Combined international round trips (J§3 COMBO): an onward and a return trip of the same
 * carrier on the same fare type, sold as a round-trip fare whose base is 5 % below the two
 * one-way bases. Only the cheapest few of each side are paired, as a supplier's combination
 * search does. A combination's price id is its two ways' ids joined by "+", each carrying
 * its discounted total, so a review can price each way again and compare.
 */
const ROUND_TRIP_BASE_SHARE = 0.95;
const PAIRED_PER_SIDE = 6;
export const COMBO_ID_SEPARATOR = "+";

function cheapest(trip: Trip): number {
  return Math.min(...trip.prices.map((price) => price.total));
}

const discounted = (detail: FareDetail): FareDetail => ({
  ...detail,
  base: Math.round(detail.base * ROUND_TRIP_BASE_SHARE),
});

/** One way's price as part of a round trip: each passenger's base fare discounted. */
export function roundTripWayPrice(price: TripPrice, paxInfo: PaxInfo): TripPrice {
  const { ADULT, CHILD, INFANT } = price.fareDetails;
  const fareDetails = {
    ADULT: discounted(ADULT),
    ...(CHILD ? { CHILD: discounted(CHILD) } : {}),
    ...(INFANT ? { INFANT: discounted(INFANT) } : {}),
  };
  const base =
    fareDetails.ADULT.base * paxInfo.ADULT +
    (fareDetails.CHILD?.base ?? 0) * paxInfo.CHILD +
    (fareDetails.INFANT?.base ?? 0) * paxInfo.INFANT;
  const total = base + price.taxes;
  return {
    ...price,
    id: price.id.replace(/#\d+$/, `#${total}`),
    base,
    total,
    net: total - price.commission + price.tds,
    fareDetails,
  };
}

function combinedDetail(onward: FareDetail, back: FareDetail): FareDetail {
  return {
    ...onward,
    base: onward.base + back.base,
    taxes: onward.taxes + back.taxes,
    seatsRemaining: Math.min(onward.seatsRemaining, back.seatsRemaining),
  };
}

function combinePrice(onward: TripPrice, back: TripPrice): TripPrice {
  const { ADULT, CHILD, INFANT } = onward.fareDetails;
  return {
    ...onward,
    id: `${onward.id}${COMBO_ID_SEPARATOR}${back.id}`,
    base: onward.base + back.base,
    taxes: onward.taxes + back.taxes,
    total: onward.total + back.total,
    commission: onward.commission + back.commission,
    tds: onward.tds + back.tds,
    net: onward.net + back.net,
    fareDetails: {
      ADULT: combinedDetail(ADULT, back.fareDetails.ADULT),
      ...(CHILD && back.fareDetails.CHILD
        ? { CHILD: combinedDetail(CHILD, back.fareDetails.CHILD) }
        : {}),
      ...(INFANT && back.fareDetails.INFANT
        ? { INFANT: combinedDetail(INFANT, back.fareDetails.INFANT) }
        : {}),
    },
  };
}

export function comboTrips(onward: readonly Trip[], back: readonly Trip[], paxInfo: PaxInfo) {
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
          if (!match) return [];
          return [
            combinePrice(roundTripWayPrice(price, paxInfo), roundTripWayPrice(match, paxInfo)),
          ];
        });
        if (prices.length > 0) {
          combos.push({
            id: `${there.id}${COMBO_ID_SEPARATOR}${home.id}`,
            segments: [...there.segments, ...home.segments],
            prices,
          });
        }
      }
    }
  }
  return combos;
}
