import { isDomesticAirport } from "../reference/airports";
import { addDays } from "./local-time";
import {
  CONNECTION_POINTS,
  destinationsFrom,
  distanceKm,
  METRO_HUBS,
  routeServices,
} from "./network";
import { flightsOn, type ScheduledFlight } from "./schedule";

/**
 * Itineraries: non-stop flights, and one- and two-stop connections on one carrier through
 * its hubs (network CONNECTION_POINTS). Minimum connecting times: 60 to 90 minutes between
 * domestic flights (90 at Mumbai and 75 at Delhi, whose terminals are far apart), 120 minutes
 * at an Indian hub when either flight is international (immigration and security again),
 * 90 minutes at a foreign hub (an international journey may also connect at any Indian
 * airport with flights abroad). A layover lasts at most 8 hours on a domestic journey and 12
 * on an international one; a flight takes the next onward flights that make it (six for a
 * one-stop, the first for each leg of a two-stop). The flown distance stays within a detour
 * limit, except on a domestic one-stop through a metro: a carrier sells every online connection
 * through its own hubs (BLR–MAA via DEL or BOM, as MakeMyTrip and Cleartrip list them), so
 * short and hub-poor metro pairs list their connections too.
 */
export type Itinerary = readonly ScheduledFlight[];

const DOMESTIC_MCT: Record<string, number> = { BOM: 90, DEL: 75 };
export const DEFAULT_DOMESTIC_MCT = 60;
export const INDIA_INTERNATIONAL_MCT = 120;
export const FOREIGN_HUB_MCT = 90;
export const MAX_LAYOVER_MINUTES = { domestic: 8 * 60, international: 12 * 60 };
/** A connection flies at most this much farther than the great circle between its ends. */
export const DETOUR_LIMIT = { oneStop: 1.5, twoStop: 1.35, international: 1.8 };
/** Short routes may detour this far whatever the ratio (DEL–HYD–BOM on a 1,138 km route). */
export const DETOUR_ALLOWANCE_KM = 800;
/**
 * Whether a connection is sold whatever its detour: a domestic one-stop through a metro hub
 * (the Indian carriers' own hubs), within the same layover window as any other.
 */
export function detourFree(airports: readonly string[]): boolean {
  const hub = airports[1] ?? "";
  return (
    airports.length === 3 &&
    airports.every(isDomesticAirport) &&
    (METRO_HUBS as readonly string[]).includes(hub)
  );
}
const ONWARD_CHOICES = { oneStop: 6, twoStop: 1 };

export function minimumConnectingMinutes(inbound: ScheduledFlight, outbound: ScheduledFlight) {
  const hub = inbound.to;
  if (!isDomesticAirport(hub)) return FOREIGN_HUB_MCT;
  const domestic = [inbound.from, outbound.to].every(isDomesticAirport);
  return domestic ? (DOMESTIC_MCT[hub] ?? DEFAULT_DOMESTIC_MCT) : INDIA_INTERNATIONAL_MCT;
}

/** A way from one airport to another through hubs, and the carriers that fly all of it. */
interface Path {
  stops: readonly string[];
  airlines: ReadonlySet<string>;
}

function carriersOf(airports: readonly string[]): Set<string> {
  let common: Set<string> | undefined;
  for (let index = 1; index < airports.length; index += 1) {
    const leg = routeServices(airports[index - 1] ?? "", airports[index] ?? "");
    const airlines = new Set(leg.map((service) => service.airline));
    common = common ? new Set([...common].filter((code) => airlines.has(code))) : airlines;
  }
  return common ?? new Set();
}

function flown(airports: readonly string[]): number {
  let sum = 0;
  for (let index = 1; index < airports.length; index += 1) {
    sum += distanceKm(airports[index - 1] ?? "", airports[index] ?? "");
  }
  return sum;
}

/** An Indian airport with flights abroad: where an international journey may connect. */
function isGateway(code: string): boolean {
  return isDomesticAirport(code) && destinationsFrom(code).some((to) => !isDomesticAirport(to));
}

const pathCache = new Map<string, Path[]>();

/** One- and two-stop paths between two airports (date-independent, so cached per pair). */
function pathsBetween(from: string, to: string): Path[] {
  const key = `${from}${to}`;
  const cached = pathCache.get(key);
  if (cached) return cached;
  const direct = distanceKm(from, to);
  const international = !(isDomesticAirport(from) && isDomesticAirport(to));
  const connectsAt = (code: string) =>
    code !== from &&
    code !== to &&
    (CONNECTION_POINTS.has(code) || (international && isGateway(code)));
  const oneStopLimit = international ? DETOUR_LIMIT.international : DETOUR_LIMIT.oneStop;
  const hubs = destinationsFrom(from).filter(connectsAt);
  const paths: Path[] = [];
  const add = (airports: string[], limit: number) => {
    const detour = flown(airports) > Math.max(direct * limit, direct + DETOUR_ALLOWANCE_KM);
    if (detour && !detourFree(airports)) return;
    const airlines = carriersOf(airports);
    if (airlines.size > 0) paths.push({ stops: airports.slice(1, -1), airlines });
  };
  for (const hub of hubs) {
    add([from, hub, to], oneStopLimit);
    for (const second of destinationsFrom(hub).filter(connectsAt)) {
      add([from, hub, second, to], DETOUR_LIMIT.twoStop);
    }
  }
  pathCache.set(key, paths);
  return paths;
}

/** The first `count` flights of the same carrier from `inbound`'s arrival to `to` it makes. */
function onwardFlights(
  inbound: ScheduledFlight,
  to: string,
  longest: number,
  count: number,
): ScheduledFlight[] {
  const found: ScheduledFlight[] = [];
  const latest = inbound.arrivalUtc + longest * 60_000;
  // Local days at the hub from the arrival to the latest departure (an hour more, should the
  // clocks change in between).
  const arrival = Date.parse(`${inbound.arrivalLocal}Z`);
  const lastDay = new Date(arrival + (longest + 60) * 60_000).toISOString().slice(0, 10);
  for (let day = inbound.arrivalLocal.slice(0, 10); day <= lastDay; day = addDays(day, 1)) {
    for (const outbound of flightsOn(inbound.to, to, day)) {
      if (found.length === count || outbound.departureUtc > latest) return found;
      if (outbound.airline !== inbound.airline) continue;
      const waited = outbound.departureUtc - inbound.arrivalUtc;
      if (waited >= minimumConnectingMinutes(inbound, outbound) * 60_000) found.push(outbound);
    }
  }
  return found;
}

function elapsed(itinerary: Itinerary): number {
  const first = itinerary[0] as ScheduledFlight;
  const last = itinerary[itinerary.length - 1] as ScheduledFlight;
  return last.arrivalUtc - first.departureUtc;
}

function connections(from: string, to: string, date: string): Itinerary[] {
  const domestic = isDomesticAirport(from) && isDomesticAirport(to);
  const longest = domestic ? MAX_LAYOVER_MINUTES.domestic : MAX_LAYOVER_MINUTES.international;
  const found: Itinerary[] = [];
  for (const { stops, airlines } of pathsBetween(from, to)) {
    const [hub, second] = stops as [string, string | undefined];
    for (const first of flightsOn(from, hub, date)) {
      if (!airlines.has(first.airline)) continue;
      if (second === undefined) {
        for (const onward of onwardFlights(first, to, longest, ONWARD_CHOICES.oneStop)) {
          found.push([first, onward]);
        }
        continue;
      }
      for (const middle of onwardFlights(first, second, longest, ONWARD_CHOICES.twoStop)) {
        for (const last of onwardFlights(middle, to, longest, ONWARD_CHOICES.twoStop)) {
          found.push([first, middle, last]);
        }
      }
    }
  }
  return found.sort((a, b) => elapsed(a) - elapsed(b));
}

const CACHE_LIMIT = 2_000;
const cache = new Map<string, Itinerary[]>();

/**
 * Non-stop flights first, then connections, all departing on the local date at `from`.
 * Built once per route and date (a search's batches and its review ask again).
 */
export function itinerariesOn(
  from: string,
  to: string,
  date: string,
  directOnly: boolean,
): Itinerary[] {
  const key = `${from}${to}${date}`;
  let all = cache.get(key);
  if (!all) {
    const direct = flightsOn(from, to, date).map((flight): Itinerary => [flight]);
    all = [...direct, ...connections(from, to, date)];
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, all);
  }
  return directOnly ? all.filter((itinerary) => itinerary.length === 1) : all;
}
