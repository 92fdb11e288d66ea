import type { PaxInfo, SearchResultKey, Trip, TripPrice } from "@wayfare/domain";
import { and, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { seatCounters } from "../db/schema";

type TripInfos = Partial<Record<SearchResultKey, Trip[]>>;
type Counter = typeof seatCounters.$inferSelect;

const counterKey = (
  flightNumber: string,
  flightDate: string,
  cabin: string,
  bookingClass: string,
) => `${flightNumber}|${flightDate}|${cabin}|${bookingClass}`;

/** A fare's seats after what has been sold on each of its flights (the fullest one counts). */
function seatsAfterSales(trip: Trip, price: TripPrice, counters: Map<string, Counter>): number {
  const { cabinClass, bookingClass, seatsRemaining } = price.fareDetails.ADULT;
  let open = seatsRemaining;
  for (const segment of trip.segments) {
    const flightNumber = `${segment.airline.code}${segment.flightNumber}`;
    const date = segment.departureTime.slice(0, 10);
    const counter = counters.get(counterKey(flightNumber, date, cabinClass, bookingClass));
    if (counter) open = Math.min(open, counter.capacity - counter.sold);
  }
  return open;
}

function withSeats(price: TripPrice, seats: number): TripPrice {
  const fareDetails = Object.fromEntries(
    Object.entries(price.fareDetails).map(([type, detail]) => [
      type,
      { ...detail, seatsRemaining: seats },
    ]),
  ) as TripPrice["fareDetails"];
  return { ...price, fareDetails };
}

/**
 * The generated results corrected by the seats actually sold (the only inventory state
 * stored): each fare shows the seats still open, and a fare without seats for the whole
 * party is not offered, so the review does not refuse what the search just showed (1915).
 */
export async function withSoldSeats(
  db: Pick<Database, "select">,
  tripInfos: TripInfos,
  paxInfo: PaxInfo,
): Promise<TripInfos> {
  const segments = Object.values(tripInfos).flatMap((trips = []) =>
    trips.flatMap((t) => t.segments),
  );
  if (segments.length === 0) return tripInfos;
  const numbers = [...new Set(segments.map((s) => `${s.airline.code}${s.flightNumber}`))];
  const dates = [...new Set(segments.map((s) => s.departureTime.slice(0, 10)))];
  // Flight number and date lead the counters' primary key: the index finds the searched
  // days' rows, however many other days of those flights have been sold.
  const rows = await db
    .select()
    .from(seatCounters)
    .where(
      and(inArray(seatCounters.flightNumber, numbers), inArray(seatCounters.flightDate, dates)),
    );
  const counters = new Map(
    rows.map((row) => [
      counterKey(row.flightNumber, row.flightDate, row.cabinClass, row.bookingClass),
      row,
    ]),
  );
  if (counters.size === 0) return tripInfos;
  const seated = paxInfo.ADULT + paxInfo.CHILD;
  const corrected = (trips: Trip[]) =>
    trips.flatMap((trip) => {
      const prices = trip.prices.flatMap((price) => {
        const seats = seatsAfterSales(trip, price, counters);
        return seats >= seated ? [withSeats(price, seats)] : [];
      });
      return prices.length > 0 ? [{ ...trip, prices }] : [];
    });
  return Object.fromEntries(
    Object.entries(tripInfos).map(([key, trips = []]) => [key, corrected(trips)]),
  ) as TripInfos;
}
