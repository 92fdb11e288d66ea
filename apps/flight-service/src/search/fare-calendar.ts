import {
  daysOfMonth,
  type FareCalendarDay,
  type FareCalendarRequest,
  searchDateRange,
  type TokenSubject,
} from "@wayfare/domain";
import { and, inArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database";
import { seatCounters } from "../db/schema";
import { type Itinerary, type Path, pathItineraries, pathsBetween } from "../inventory/connections";
import { daysBetween } from "../inventory/local-time";
import {
  type AdultFare,
  adultFares,
  adultTotalFloor,
  type FareContext,
} from "../inventory/pricing";
import type { ScheduledFlight } from "../inventory/schedule";
import { fareAudiences } from "./audiences";

/** A fare a day could show: its price for one adult and what it needs on each flight. */
interface DayFare {
  total: number;
  seats: number;
  flights: { key: string; bookingClass: string; cabinClass: string }[];
}

/**
 * Fares worked out per day, cheapest first (with any fares costing the same as the last): the
 * cheapest alone, which is nearly always bookable; then, for a day whose cheapest is sold out,
 * enough that the day's sold-out cheap fares fall through.
 */
const FARES_PER_DAY = { first: 1, sold: 12 };
/** Days of fares kept in memory (a month of a route is about 30): a few small fares each. */
const dayFaresCache = new LRUCache<string, DayFare[]>({ max: 20_000 });

const flightKey = (flightNumber: string, date: string) => `${flightNumber}|${date}`;

/** The fares up to the `count`-th cheapest, cheapest first. */
function cheapest<Fare extends { total: number }>(fares: Fare[], count: number): Fare[] {
  fares.sort((a, b) => a.total - b.total);
  const last = fares[count - 1];
  return last ? fares.filter((fare) => fare.total <= last.total) : fares;
}

/** A route's paths, each with the floors under its fares for the caller. */
type PathFloors = { path: Path; floor: ReturnType<typeof adultTotalFloor> }[];

function pathFloors(request: FareCalendarRequest, ctx: FareContext): PathFloors {
  return pathsBetween(request.from, request.to).map((path) => ({
    path,
    floor: adultTotalFloor(path.airports, path.airlines, ctx),
  }));
}

/**
 * The day's cheapest fares as a one-adult search prices them for this caller. Paths are
 * visited cheapest floor first, and within a path only the first flights whose floor, with
 * the cheapest flight they could connect to, is not above the cheapest fares held: nothing
 * left out could be among them.
 */
function dayFares(
  paths: PathFloors,
  date: string,
  count: number,
  ctx: FareContext,
  now: Date,
): DayFare[] {
  const days = daysBetween(ctx.today, date);
  const ordered = paths
    .map(({ path, floor }) => ({ path, floor, lowest: floor(days) }))
    .sort((a, b) => a.lowest - b.lowest);
  let held: { total: number; itinerary: Itinerary; fare: AdultFare }[] = [];
  const highest = () => held[count - 1]?.total ?? Number.POSITIVE_INFINITY;
  for (const { path, floor, lowest } of ordered) {
    if (lowest > highest()) break;
    const wanted = (first: ScheduledFlight, connecting: Iterable<ScheduledFlight>) => {
      if (first.departureUtc <= now.getTime() || floor(days, [first]) > highest()) return false;
      if (path.airports.length === 2) return true;
      for (const next of connecting) if (floor(days, [first, next]) <= highest()) return true;
      return false;
    };
    for (const itinerary of pathItineraries(path, date, wanted)) {
      for (const fare of adultFares(itinerary, ctx)) {
        const total = fare.fare.base + fare.fare.taxes;
        // A seat at least, as a search for one adult.
        if (fare.seats >= 1 && total <= highest())
          held = cheapest([...held, { total, itinerary, fare }], count);
      }
    }
  }
  return held.map(({ total, itinerary, fare }) => ({
    total,
    seats: fare.seats,
    flights: itinerary.map((flight) => ({
      key: flightKey(`${flight.airline}${flight.flightNumber}`, flight.date),
      cabinClass: fare.cabinClass,
      bookingClass: fare.product.rbd,
    })),
  }));
}

/** The day's `count` cheapest fares for the caller, kept in memory but for today's. */
function cachedDayFares(
  request: FareCalendarRequest,
  paths: () => PathFloors,
  date: string,
  count: number,
  ctx: FareContext,
  now: Date,
): DayFare[] {
  const audiences = [...ctx.audiences].sort().join(",");
  const key = [request.from, request.to, request.cabinClass, date, ctx.today, audiences, count];
  // Today's flights leave as the day goes on: never cached.
  if (date === ctx.today) return dayFares(paths(), date, count, ctx, now);
  let fares = dayFaresCache.get(key.join("|"));
  if (!fares) {
    fares = dayFares(paths(), date, count, ctx, now);
    dayFaresCache.set(key.join("|"), fares);
  }
  return fares;
}

/** Seats sold so far on the flights these fares use, by flight, cabin and booking class. */
async function soldSeats(db: Pick<Database, "select">, fares: readonly DayFare[]) {
  const flights = fares.flatMap((fare) => fare.flights.map((flight) => flight.key.split("|")));
  if (flights.length === 0) return new Map<string, number>();
  const numbers = [...new Set(flights.map(([number]) => number as string))];
  const dates = [...new Set(flights.map(([, date]) => date as string))];
  const rows = await db
    .select()
    .from(seatCounters)
    .where(
      and(inArray(seatCounters.flightNumber, numbers), inArray(seatCounters.flightDate, dates)),
    );
  return new Map(
    rows.map((row) => [
      `${flightKey(row.flightNumber, row.flightDate)}|${row.cabinClass}|${row.bookingClass}`,
      row.capacity - row.sold,
    ]),
  );
}

/**
 * The lowest fare of each day of the month that a search could book for `seats` travellers:
 * the search's own itineraries and adult fares for the caller (cached per day: the timetable
 * and fares of a day do not change within it), then one read of the seat counters for each
 * day's cheapest; the days whose cheapest is sold out are priced further and read again.
 */
export async function monthLowestFares(
  db: Pick<Database, "select">,
  request: FareCalendarRequest,
  context: { today: string; todayDate: Date; now: Date; subject: TokenSubject | null },
): Promise<FareCalendarDay[]> {
  const { min, max } = searchDateRange(context.todayDate);
  const wanted = request.days ? new Set(request.days) : undefined;
  const days = daysOfMonth(request.month).filter(
    (date) => date >= min && date <= max && (wanted?.has(date) ?? true),
  );
  const ctx: FareContext = {
    cabinClass: request.cabinClass,
    today: context.today,
    supplyDate: context.now,
    audiences: fareAudiences({ tripType: "ONEWAY", fareType: "REGULAR" }, false, context.subject),
  };
  let floors: PathFloors | undefined;
  const paths = () => {
    floors ??= pathFloors(request, ctx);
    return floors;
  };
  const fares = (date: string, count: number) =>
    cachedDayFares(request, paths, date, count, ctx, context.now);
  const lowest = await bookableLowest(
    db,
    days.map((date) => [date, fares(date, FARES_PER_DAY.first)] as const),
    request.seats,
  );
  const soldOut = days.filter((date) => !lowest.has(date));
  const fallen = await bookableLowest(
    db,
    soldOut.map((date) => [date, fares(date, FARES_PER_DAY.sold)] as const),
    request.seats,
  );
  return days.flatMap((date) => {
    const lowestFare = lowest.get(date) ?? fallen.get(date);
    return lowestFare === undefined ? [] : [{ date, lowestFare }];
  });
}

/** Each day's cheapest fare with `seats` seats open, from one read of the seat counters. */
async function bookableLowest(
  db: Pick<Database, "select">,
  faresByDay: readonly (readonly [string, DayFare[]])[],
  seats: number,
): Promise<Map<string, number>> {
  const open = await soldSeats(
    db,
    faresByDay.flatMap(([, fares]) => fares),
  );
  const seatsLeft = (fare: DayFare) =>
    Math.min(
      fare.seats,
      ...fare.flights.map(
        (flight) =>
          open.get(`${flight.key}|${flight.cabinClass}|${flight.bookingClass}`) ?? fare.seats,
      ),
    );
  const lowest = new Map<string, number>();
  for (const [date, fares] of faresByDay) {
    const bookable = fares.find((fare) => seatsLeft(fare) >= seats);
    if (bookable) lowest.set(date, bookable.total);
  }
  return lowest;
}
