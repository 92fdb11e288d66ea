import type { Segment, Trip, TripPrice } from "./trip-schema";

/** Corporate users are priced and sorted on net fare, everyone else on total (F§6). */
export type PricingBasis = "net" | "total";

export function priceAmount(price: TripPrice, basis: PricingBasis): number {
  return basis === "net" ? price.net : price.total;
}

/** The fare a trip is shown and sorted at: its cheapest on the given basis. */
export function cheapestPrice(trip: Trip, basis: PricingBasis): TripPrice {
  let best = trip.prices[0] as TripPrice;
  for (const price of trip.prices) {
    if (priceAmount(price, basis) < priceAmount(best, basis)) best = price;
  }
  return best;
}

function firstSegment(trip: Trip): Segment {
  return trip.segments[0] as Segment;
}

function lastSegment(trip: Trip): Segment {
  return trip.segments[trip.segments.length - 1] as Segment;
}

export function tripDepartureTime(trip: Trip): string {
  return firstSegment(trip).departureTime;
}

export function tripArrivalTime(trip: Trip): string {
  return lastSegment(trip).arrivalTime;
}

/** Wall-clock minutes between two local times at the same airport (read as UTC: no DST). */
function minutesBetween(earlier: string, later: string): number {
  return (Date.parse(`${later}Z`) - Date.parse(`${earlier}Z`)) / 60_000;
}

/** Minutes waited at each connecting airport, in order. */
export function tripLayovers(trip: Trip): { airport: string; minutes: number }[] {
  return trip.segments.slice(1).map((segment, index) => {
    const previous = trip.segments[index] as Segment;
    return {
      airport: segment.departureAirport.code,
      minutes: minutesBetween(previous.arrivalTime, segment.departureTime),
    };
  });
}

/** Total journey time (du): flying time plus layovers. */
export function tripDurationMinutes(trip: Trip): number {
  const flying = trip.segments.reduce((sum, segment) => sum + segment.durationMinutes, 0);
  return flying + tripLayovers(trip).reduce((sum, layover) => sum + layover.minutes, 0);
}

/** Stops of the whole trip: connections plus technical stops. */
export function tripStops(trip: Trip): number {
  const technical = trip.segments.reduce((sum, segment) => sum + segment.stops, 0);
  return trip.segments.length - 1 + technical;
}

/** The airline(s) flown, e.g. "6E" or "AI+UK" when segments differ. */
export function tripAirlineKey(trip: Trip): string {
  const codes: string[] = [];
  for (const segment of trip.segments) {
    if (!codes.includes(segment.airline.code)) codes.push(segment.airline.code);
  }
  return codes.join("+");
}
