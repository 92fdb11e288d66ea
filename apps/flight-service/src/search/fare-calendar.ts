import {
  daysOfMonth,
  type FareCalendarDay,
  type FareCalendarRequest,
  type SearchQuery,
  searchDateRange,
  type TokenSubject,
} from "@wayfare/domain";
import { and, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { seatCounters } from "../db/schema";
import { fareAudiences } from "./audiences";
import { searchResults } from "./search-results";

/** A fare a day could show: its price for one adult and what it needs on each flight. */
interface DayFare {
  total: number;
  seats: number;
  flights: { key: string; bookingClass: string; cabinClass: string }[];
}

/** Fares kept per day, cheapest first: enough that a day's sold-out cheap fares fall through. */
const FARES_PER_DAY = 12;
/** Days of fares kept in memory (a month of a route is about 30). */
const CACHE_DAYS = 20_000;
const dayFaresCache = new Map<string, DayFare[]>();

const flightKey = (flightNumber: string, date: string) => `${flightNumber}|${date}`;

function oneAdultQuery(request: FareCalendarRequest, date: string): SearchQuery {
  return {
    tripType: "ONEWAY",
    routeInfos: [
      { fromCityOrAirport: request.from, toCityOrAirport: request.to, travelDate: date },
    ],
    cabinClass: request.cabinClass,
    paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
    preferredAirlines: [],
    fareType: "REGULAR",
    searchModifiers: {},
  };
}

/** The day's cheapest fares as the search prices them for this caller (pure; cached by day). */
function dayFares(
  request: FareCalendarRequest,
  date: string,
  today: string,
  now: Date,
  subject: TokenSubject | null,
): DayFare[] {
  const query = oneAdultQuery(request, date);
  const audiences = [...fareAudiences(query, false, subject)].sort().join(",");
  const key = [request.from, request.to, request.cabinClass, date, today, audiences].join("|");
  // Today's flights leave as the day goes on: never cached.
  const cached = date === today ? undefined : dayFaresCache.get(key);
  if (cached) return cached;
  const trips = searchResults({ query, today, now, subject }).lists.ONWARD ?? [];
  const fares = trips
    .flatMap((trip) =>
      trip.prices.map((price) => ({
        total: price.total,
        seats: price.fareDetails.ADULT.seatsRemaining,
        flights: trip.segments.map((segment) => ({
          key: flightKey(
            `${segment.airline.code}${segment.flightNumber}`,
            segment.departureTime.slice(0, 10),
          ),
          cabinClass: price.fareDetails.ADULT.cabinClass,
          bookingClass: price.fareDetails.ADULT.bookingClass,
        })),
      })),
    )
    .sort((a, b) => a.total - b.total)
    .slice(0, FARES_PER_DAY);
  if (date !== today) {
    if (dayFaresCache.size >= CACHE_DAYS) {
      const oldest = dayFaresCache.keys().next().value;
      if (oldest !== undefined) dayFaresCache.delete(oldest);
    }
    dayFaresCache.set(key, fares);
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
 * the search's own pricing for the caller (cached per day: the timetable and fares of a day
 * do not change within it), then one read of the seat counters for the month's candidates.
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
  const faresByDay = days.map(
    (date) => [date, dayFares(request, date, context.today, context.now, context.subject)] as const,
  );
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
  return faresByDay.flatMap(([date, fares]) => {
    const bookable = fares.find((fare) => seatsLeft(fare) >= request.seats);
    return bookable ? [{ date, lowestFare: bookable.total }] : [];
  });
}
