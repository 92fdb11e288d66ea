import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { expiredUnpaid } from "../after-booking/expired-holds";
import type { Database } from "../db/database";
import { preparedFor } from "../db/prepared";
import { bookings, reviews, seatCounters } from "../db/schema";

/** The review's seat claims as rows, named `claim` (columns as in SeatClaim). */
const claims = sql`jsonb_to_recordset(${reviews.seatClaims}) as claim("flightNumber" text, "flightDate" text, "cabinClass" text, "bookingClass" text, capacity integer)`;

const fewestOpen = sql<number | null>`(
  select min(coalesce(${seatCounters.capacity} - ${seatCounters.sold}, claim.capacity))
  from ${claims}
  left join ${seatCounters} on (${seatCounters.flightNumber}, ${seatCounters.flightDate}, ${seatCounters.cabinClass}, ${seatCounters.bookingClass})
    = (claim."flightNumber", claim."flightDate", claim."cabinClass", claim."bookingClass")
)`;

const statement = preparedFor((db: Database) => {
  const held = alias(reviews, "held");
  // The same flights as onFlights(review.seatClaims), from the review's own row.
  const onTheseFlights: SQL = sql`exists (
    select 1 from ${claims}
    where ${held.seatClaims} @> jsonb_build_array(jsonb_build_object('flightNumber', claim."flightNumber", 'flightDate', claim."flightDate"))
  )`;
  const expiredHold = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(held, eq(held.id, bookings.id))
    .where(and(expiredUnpaid(sql.placeholder("now")), onTheseFlights));
  return db
    .select({
      open: fewestOpen,
      bookedAs: bookings.id,
      expiredHolds: sql<boolean>`exists (${expiredHold})`,
    })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.id))
    .where(eq(reviews.id, sql.placeholder("id")))
    .prepare("book_open_seats");
});

export interface OpenSeats {
  /** Seats still open on the fullest claimed fare class. */
  open: number;
  /** The review has been booked (a concurrent submit of the same bookingId). */
  booked: boolean;
  /** Unpaid bookings past their pay-by time hold seats on its flights. */
  expiredHolds: boolean;
}

/**
 * What a book needs before it takes seats, in one statement without a lock: it answers
 * while a booking in flight holds the counter rows.
 */
export async function openSeats(db: Database, bookingId: string, now: Date): Promise<OpenSeats> {
  const [row] = await statement(db).execute({ id: bookingId, now: now.toISOString() });
  return {
    open: row?.open ?? Number.POSITIVE_INFINITY,
    booked: Boolean(row?.bookedAs),
    expiredHolds: row?.expiredHolds ?? false,
  };
}
