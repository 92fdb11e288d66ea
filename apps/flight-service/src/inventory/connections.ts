import { isDomesticAirport } from "../reference/airports";
import { distanceKm, METRO_HUBS } from "./network";
import { flightsBetween, flightsOn, type ScheduledFlight } from "./schedule";

/**
 * Itineraries: non-stop flights, and one-stop connections on one carrier through a hub.
 * Minimum connecting times: 60 to 90 minutes between domestic flights (90 at Mumbai and 75 at
 * Delhi, whose terminals are far apart), 120 minutes at an Indian hub when either flight is
 * international (immigration and security again), 90 minutes at a foreign hub.
 */
export type Itinerary = readonly ScheduledFlight[];

const DOMESTIC_MCT: Record<string, number> = { BOM: 90, DEL: 75 };
export const DEFAULT_DOMESTIC_MCT = 60;
export const INDIA_INTERNATIONAL_MCT = 120;
export const FOREIGN_HUB_MCT = 90;
const MAX_CONNECTION_MINUTES = { domestic: 6 * 60, international: 12 * 60 };
/** A connection flies at most this much farther than the great circle between its ends. */
const DETOUR_LIMIT = 1.5;
const CONNECTIONS_PER_AIRLINE = 6;

const FOREIGN_HUBS = ["DXB", "AUH", "DOH", "MCT", "SIN", "KUL", "BKK", "HKG", "CMB"];
const FAR_HUBS = ["LHR", "FRA", "CDG", "NRT"];

export function minimumConnectingMinutes(inbound: ScheduledFlight, outbound: ScheduledFlight) {
  const hub = inbound.to;
  if (!isDomesticAirport(hub)) return FOREIGN_HUB_MCT;
  const domestic = [inbound.from, outbound.to].every(isDomesticAirport);
  return domestic ? (DOMESTIC_MCT[hub] ?? DEFAULT_DOMESTIC_MCT) : INDIA_INTERNATIONAL_MCT;
}

function hubsFor(from: string, to: string): string[] {
  const domestic = isDomesticAirport(from) && isDomesticAirport(to);
  const hubs = domestic ? [...METRO_HUBS] : [...METRO_HUBS, ...FOREIGN_HUBS, ...FAR_HUBS];
  const direct = distanceKm(from, to);
  return hubs.filter(
    (hub) =>
      hub !== from &&
      hub !== to &&
      distanceKm(from, hub) + distanceKm(hub, to) <= direct * DETOUR_LIMIT,
  );
}

function elapsed(itinerary: Itinerary): number {
  const first = itinerary[0] as ScheduledFlight;
  const last = itinerary[itinerary.length - 1] as ScheduledFlight;
  return last.arrivalUtc - first.departureUtc;
}

function connections(from: string, to: string, date: string): Itinerary[] {
  const domestic = isDomesticAirport(from) && isDomesticAirport(to);
  const longest = domestic ? MAX_CONNECTION_MINUTES.domestic : MAX_CONNECTION_MINUTES.international;
  const found: Itinerary[] = [];
  for (const hub of hubsFor(from, to)) {
    for (const inbound of flightsOn(from, hub, date)) {
      const onwards = flightsBetween(
        hub,
        to,
        inbound.arrivalUtc,
        inbound.arrivalUtc + longest * 60_000,
      );
      for (const outbound of onwards) {
        const waited = (outbound.departureUtc - inbound.arrivalUtc) / 60_000;
        if (outbound.airline !== inbound.airline) continue;
        if (waited < minimumConnectingMinutes(inbound, outbound)) continue;
        found.push([inbound, outbound]);
      }
    }
  }
  const perAirline = new Map<string, number>();
  return found
    .sort((a, b) => elapsed(a) - elapsed(b))
    .filter((itinerary) => {
      const airline = (itinerary[0] as ScheduledFlight).airline;
      const count = perAirline.get(airline) ?? 0;
      perAirline.set(airline, count + 1);
      return count < CONNECTIONS_PER_AIRLINE;
    });
}

/** Non-stop flights first, then connections, all departing on the local date at `from`. */
export function itinerariesOn(
  from: string,
  to: string,
  date: string,
  directOnly: boolean,
): Itinerary[] {
  const direct = flightsOn(from, to, date).map((flight): Itinerary => [flight]);
  return directOnly ? direct : [...direct, ...connections(from, to, date)];
}
