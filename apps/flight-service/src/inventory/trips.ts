import type { Segment, Trip, TripPrice } from "@wayfare/domain";
import { airline } from "../reference/airlines";
import { airport } from "../reference/airports";
import type { Itinerary } from "./connections";
import { type PricingContext, priceItinerary, tripId } from "./pricing";
import type { ScheduledFlight } from "./schedule";

function segmentAirport(code: string, terminal: string | undefined) {
  const { name, city, country } = airport(code);
  return { code, name, city, country, ...(terminal ? { terminal } : {}) };
}

/** A flight's segment, made once: a search lists a flight in many connections. */
const segments = new WeakMap<ScheduledFlight, Segment>();

export function segmentOf(flight: ScheduledFlight): Segment {
  let segment = segments.get(flight);
  if (!segment) {
    segment = newSegment(flight);
    segments.set(flight, segment);
  }
  return segment;
}

function newSegment(flight: ScheduledFlight): Segment {
  const carrier = airline(flight.airline);
  return {
    id: flight.id,
    departureAirport: segmentAirport(flight.from, flight.departureTerminal),
    arrivalAirport: segmentAirport(flight.to, flight.arrivalTerminal),
    departureTime: flight.departureLocal,
    arrivalTime: flight.arrivalLocal,
    durationMinutes: flight.durationMinutes,
    airline: { code: carrier.code, name: carrier.name, isLcc: carrier.isLcc },
    flightNumber: flight.flightNumber,
    stops: 0,
    stopovers: [],
  };
}

/** A priced trip, or undefined when no fare of it is open to this search. */
export function tripOf(itinerary: Itinerary, ctx: PricingContext): Trip | undefined {
  const prices: TripPrice[] = priceItinerary(itinerary, ctx);
  if (prices.length === 0) return undefined;
  return { id: tripId(itinerary), segments: itinerary.map(segmentOf), prices };
}
