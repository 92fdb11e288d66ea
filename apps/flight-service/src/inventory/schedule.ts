import { LRUCache } from "lru-cache";
import { airport, isDomesticAirport } from "../reference/airports";
import { AIRCRAFT_TYPES, type AircraftCode } from "./aircraft";
import { formatLocal, localMidnight, wallClockToUtcMs } from "./local-time";
import { distanceKm, type RouteService, routeOfFlightNumber, routeServices } from "./network";
import { seededRandom } from "./prng";

/** One flight on one date: instants in UTC, wall-clock times at each airport. */
export interface ScheduledFlight {
  id: string;
  airline: string;
  flightNumber: string;
  aircraft: AircraftCode;
  from: string;
  to: string;
  /** Local departure date at `from` (yyyy-mm-dd). */
  date: string;
  departureUtc: number;
  arrivalUtc: number;
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
  distanceKm: number;
  departureTerminal?: string;
  arrivalTerminal?: string;
}

/** Taxi out and in, climb and descent: added to cruise time for the block time. */
const TAXI_AND_MANOEUVRE_MINUTES = 30;

const paddings = new Map<string, number>();

/** Minutes a carrier pads its block times on a type: 0 to 15, stable. */
function padding(airline: string, aircraft: AircraftCode): number {
  const key = `${airline}|${aircraft}`;
  let found = paddings.get(key);
  if (found === undefined) {
    found = seededRandom("padding", airline, aircraft).int(0, 3) * 5;
    paddings.set(key, found);
  }
  return found;
}

function blockMinutes(distance: number, aircraft: AircraftCode, airline: string): number {
  const cruise = (distance / AIRCRAFT_TYPES[aircraft].cruiseKmh) * 60;
  const padded = TAXI_AND_MANOEUVRE_MINUTES + cruise + padding(airline, aircraft);
  return Math.round(padded / 5) * 5;
}

const TERMINALS: Record<string, (airline: string, international: boolean) => string> = {
  DEL: (airline, international) =>
    international || airline === "AI" ? "T3" : airline === "6E" ? "T2" : "T1",
  BOM: (airline, international) => (international || airline === "AI" ? "T2" : "T1"),
  BLR: (airline, international) =>
    international || airline === "AI" || airline === "IX" ? "T2" : "T1",
  MAA: (_airline, international) => (international ? "T2" : "T1"),
  DXB: (airline) => (airline === "EK" ? "T3" : "T1"),
  LHR: (airline) => (airline === "BA" ? "T5" : airline === "AI" ? "T2" : "T4"),
};

function terminal(code: string, airline: string, international: boolean): string | undefined {
  return TERMINALS[code]?.(airline, international);
}

/** Per service, the weekday each of its flights skips (or null), drawn once. */
const skippedWeekdays = new WeakMap<RouteService, (number | null)[]>();

/** About one flight in ten skips one weekday, as real timetables do. */
function skippedWeekdaysOf(service: RouteService): (number | null)[] {
  let skipped = skippedWeekdays.get(service);
  if (!skipped) {
    skipped = service.departures.map((_, slot) => {
      const random = seededRandom("days", service.airline, service.flightNumbers[slot] ?? "1");
      return random.int(0, 9) === 0 ? random.int(0, 6) : null;
    });
    skippedWeekdays.set(service, skipped);
  }
  return skipped;
}

/** A flight's distance as its timetable states it, in whole kilometres. */
export function flightDistanceKm(from: string, to: string): number {
  return Math.round(distanceKm(from, to));
}

function generate(from: string, to: string, date: string): ScheduledFlight[] {
  const origin = airport(from);
  const destination = airport(to);
  const distance = distanceKm(from, to);
  const flownKm = flightDistanceKm(from, to);
  const international = !(isDomesticAirport(from) && isDomesticAirport(to));
  const midnight = localMidnight(date);
  const weekday = new Date(midnight).getUTCDay();
  const flights: ScheduledFlight[] = [];
  for (const service of routeServices(from, to)) {
    const duration = blockMinutes(distance, service.aircraft, service.airline);
    const skipped = skippedWeekdaysOf(service);
    const departureTerminal = terminal(from, service.airline, international);
    const arrivalTerminal = terminal(to, service.airline, international);
    service.departures.forEach((minutes, slot) => {
      const number = service.flightNumbers[slot] ?? "1";
      if (skipped[slot] === weekday) return;
      const departureUtc = wallClockToUtcMs(midnight + minutes * 60_000, origin.timeZone);
      const arrivalUtc = departureUtc + duration * 60_000;
      flights.push({
        id: `${service.airline}${number}-${from}-${to}-${date}`,
        airline: service.airline,
        flightNumber: number,
        aircraft: service.aircraft,
        from,
        to,
        date,
        departureUtc,
        arrivalUtc,
        departureLocal: formatLocal(departureUtc, origin.timeZone),
        arrivalLocal: formatLocal(arrivalUtc, destination.timeZone),
        durationMinutes: duration,
        distanceKm: flownKm,
        departureTerminal,
        arrivalTerminal,
      });
    });
  }
  return flights.sort((a, b) => a.departureUtc - b.departureUtc);
}

/** Route-days of flights kept: some 15 MB (20,000 kept 73 MB); one is made again in ~20 µs. */
export const KEPT_ROUTE_DAYS = 4_000;
const cache = new LRUCache<string, ScheduledFlight[]>({ max: KEPT_ROUTE_DAYS });

/** The non-stop flights from one airport to another departing on a local date. */
export function flightsOn(from: string, to: string, date: string): ScheduledFlight[] {
  const key = `${from}${to}${date}`;
  let found = cache.get(key);
  if (!found) {
    found = generate(from, to, date);
    cache.set(key, found);
  }
  return found;
}

/** The flight a flight number ("6E2031") makes on a local date, if it flies that day. */
export function scheduledFlight(flightNumber: string, date: string): ScheduledFlight | undefined {
  const route = routeOfFlightNumber(flightNumber);
  if (!route) return undefined;
  return flightsOn(route.from, route.to, date).find(
    (flight) => `${flight.airline}${flight.flightNumber}` === flightNumber,
  );
}
