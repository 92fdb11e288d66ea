import type { FareType } from "../catalogues/fare-types";
import type { RefundableType } from "../catalogues/refundable-types";
import type { Segment, Trip, TripPrice } from "./trip-schema";

/** Builders of valid trips for the results tests and benchmark (not part of the API). */
export interface PriceSpec {
  id: string;
  total: number;
  net?: number;
  commission?: number;
  fareType?: FareType;
  fareIdentifier?: string;
  refundableType?: RefundableType;
  specialReturnId?: string;
}

export function makePrice(spec: PriceSpec): TripPrice {
  const taxes = Math.round(spec.total / 10);
  return {
    id: spec.id,
    fareIdentifier: spec.fareIdentifier ?? "PUBLISHED",
    fareType: spec.fareType ?? "PUBLISHED",
    base: spec.total - taxes,
    taxes,
    total: spec.total,
    net: spec.net ?? spec.total - (spec.commission ?? 0),
    commission: spec.commission ?? 0,
    markup: 0,
    tds: 0,
    fareDetails: {
      ADULT: {
        base: spec.total - taxes,
        taxes,
        baggage: { checkIn: "15 Kg", cabin: "7 Kg" },
        cabinClass: "ECONOMY",
        refundableType: spec.refundableType ?? 1,
        seatsRemaining: 9,
        mealIncluded: false,
        bookingClass: "Y",
        fareBasis: "YOWDEL",
      },
    },
    ...(spec.specialReturnId ? { specialReturnId: spec.specialReturnId } : {}),
  };
}

export interface LegSpec {
  from: string;
  to: string;
  departure: string;
  arrival: string;
  durationMinutes: number;
  airline?: string;
  stops?: number;
}

function airport(code: string) {
  return { code, name: `${code} airport`, city: code, country: "India" };
}

export function makeSegment(leg: LegSpec, index: number): Segment {
  const airline = leg.airline ?? "6E";
  return {
    id: `S${index}`,
    departureAirport: airport(leg.from),
    arrivalAirport: airport(leg.to),
    departureTime: leg.departure,
    arrivalTime: leg.arrival,
    durationMinutes: leg.durationMinutes,
    airline: { code: airline, name: airline, isLcc: true },
    flightNumber: `${100 + index}`,
    stops: leg.stops ?? 0,
    stopovers: [],
  };
}

export function makeTrip(id: string, legs: readonly LegSpec[], prices: readonly PriceSpec[]): Trip {
  return { id, segments: legs.map(makeSegment), prices: prices.map(makePrice) };
}

/** A one-leg DEL–BOM trip departing at `hhmm` on 2026-03-01. */
export function directTrip(
  id: string,
  hhmm: string,
  prices: readonly PriceSpec[],
  airline = "6E",
): Trip {
  const departure = `2026-03-01T${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2)) + 120;
  const arrivalHhmm = `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const day = minutes >= 24 * 60 ? "2026-03-02" : "2026-03-01";
  return makeTrip(
    id,
    [
      {
        from: "DEL",
        to: "BOM",
        departure,
        arrival: `${day}T${arrivalHhmm}`,
        durationMinutes: 120,
        airline,
      },
    ],
    prices,
  );
}

const AIRLINES = ["6E", "AI", "UK", "SG", "QP", "IX"] as const;
const FARE_TYPES: readonly FareType[] = [
  "PUBLISHED",
  "SALE",
  "SME",
  "CORPORATE",
  "TJ_FLEX",
  "FLEXI",
];

/** `count` varied itineraries from a fixed seed, for the benchmark. */
export function generateTrips(count: number, seed = 42): Trip[] {
  let state = seed;
  const next = (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % limit;
  };
  return Array.from({ length: count }, (_, index) => {
    const hhmm = `${String(next(24)).padStart(2, "0")}${String(next(12) * 5).padStart(2, "0")}`;
    const fareCount = 1 + next(5);
    const prices = Array.from({ length: fareCount }, (_, fare) => ({
      id: `P${index}-${fare}`,
      total: 300_000 + next(1_000) * 1_000,
      commission: next(20) * 1_000,
      fareType: FARE_TYPES[next(FARE_TYPES.length)] ?? "PUBLISHED",
      refundableType: next(3) as RefundableType,
    }));
    return directTrip(`T${index}`, hhmm, prices, AIRLINES[next(AIRLINES.length)]);
  });
}
