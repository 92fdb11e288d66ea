import { LRUCache } from "lru-cache";
import { isDomesticAirport } from "../reference/airports";
import { DAY_MS, dateOfDay } from "./local-time";
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

/** A way from one airport to another, non-stop or through hubs, and the carriers flying all of it. */
export interface Path {
  airports: readonly string[];
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

/**
 * The non-stop path (when flown), then the one- and two-stop paths between two airports
 * (date-independent, so cached per pair).
 */
export function pathsBetween(from: string, to: string): Path[] {
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
    if (airlines.size > 0) paths.push({ airports, airlines });
  };
  add([from, to], 1); // a non-stop flies the great circle itself
  for (const hub of hubs) {
    add([from, hub, to], oneStopLimit);
    for (const second of destinationsFrom(hub).filter(connectsAt)) {
      add([from, hub, second, to], DETOUR_LIMIT.twoStop);
    }
  }
  pathCache.set(key, paths);
  return paths;
}

/**
 * The flights of `inbound`'s carrier from where it lands to `to` that it makes, earliest
 * first: leaving after the minimum connecting time and within `longest` minutes.
 */
function* connectingFlights(
  inbound: ScheduledFlight,
  to: string,
  longest: number,
): Generator<ScheduledFlight> {
  const latest = inbound.arrivalUtc + longest * 60_000;
  // Local days at the hub from the arrival to the latest departure (an hour more, should the
  // clocks change in between).
  const arrival = Date.parse(`${inbound.arrivalLocal}Z`);
  const lastDay = Math.floor((arrival + (longest + 60) * 60_000) / DAY_MS);
  for (let day = Math.floor(arrival / DAY_MS); day <= lastDay; day += 1) {
    for (const outbound of flightsOn(inbound.to, to, dateOfDay(day))) {
      if (outbound.departureUtc > latest) return;
      if (outbound.airline !== inbound.airline) continue;
      const waited = outbound.departureUtc - inbound.arrivalUtc;
      if (waited >= minimumConnectingMinutes(inbound, outbound) * 60_000) yield outbound;
    }
  }
}

/** The first `count` connecting flights. */
function onwardFlights(
  inbound: ScheduledFlight,
  to: string,
  longest: number,
  count: number,
): ScheduledFlight[] {
  const found: ScheduledFlight[] = [];
  for (const outbound of connectingFlights(inbound, to, longest)) {
    if (found.length === count) break;
    found.push(outbound);
  }
  return found;
}

function elapsed(itinerary: Itinerary): number {
  const first = itinerary[0] as ScheduledFlight;
  const last = itinerary[itinerary.length - 1] as ScheduledFlight;
  return last.arrivalUtc - first.departureUtc;
}

/**
 * A path's itineraries departing on a local date at its origin: its flights, or each first
 * flight with the onward flights it makes. Made as they are asked for, and only from first
 * flights still `wanted` then (told the flights it could connect to, of which the onward
 * flights are the first).
 */
export function* pathItineraries(
  { airports, airlines }: Path,
  date: string,
  wanted: (first: ScheduledFlight, connecting: Iterable<ScheduledFlight>) => boolean = () => true,
): Generator<Itinerary> {
  const [from, hub, second] = airports as [string, string, ...string[]];
  const to = airports[airports.length - 1] as string;
  const domestic = isDomesticAirport(from) && isDomesticAirport(to);
  const longest = domestic ? MAX_LAYOVER_MINUTES.domestic : MAX_LAYOVER_MINUTES.international;
  for (const first of flightsOn(from, hub, date)) {
    if (!airlines.has(first.airline)) continue;
    const connecting =
      airports.length === 2 ? [] : connectingFlights(first, second as string, longest);
    if (!wanted(first, connecting)) continue;
    if (airports.length === 2) {
      yield [first];
    } else if (airports.length === 3) {
      for (const onward of onwardFlights(first, to, longest, ONWARD_CHOICES.oneStop)) {
        yield [first, onward];
      }
    } else {
      for (const middle of onwardFlights(
        first,
        second as string,
        longest,
        ONWARD_CHOICES.twoStop,
      )) {
        for (const last of onwardFlights(middle, to, longest, ONWARD_CHOICES.twoStop)) {
          yield [first, middle, last];
        }
      }
    }
  }
}

/**
 * Itineraries kept, counted one by one (about 0.4 kB each): some 25 MB, the lists of ~180
 * route-days of ~330, or ~60 of the busiest pairs. Counted by route-day, 2,000 route-days
 * kept ~270 MB (decision 0092).
 */
export const KEPT_ITINERARIES = 60_000;
const cache = new LRUCache<string, Itinerary[]>({
  maxSize: KEPT_ITINERARIES,
  sizeCalculation: (itineraries) => itineraries.length + 1,
});

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
    const found = pathsBetween(from, to).flatMap((path) => [...pathItineraries(path, date)]);
    const connecting = found.filter((itinerary) => itinerary.length > 1);
    all = [
      ...found.filter((itinerary) => itinerary.length === 1),
      ...connecting.sort((a, b) => elapsed(a) - elapsed(b)),
    ];
    cache.set(key, all);
  }
  return directOnly ? all.filter((itinerary) => itinerary.length === 1) : all;
}
