import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { expiredUnpaid } from "../after-booking/expired-holds";
import type { Database } from "../db/database";
import { GroupedReads } from "../db/grouped-reads";
import { preparedFor } from "../db/prepared";
import { type BookingRow, bookings, type ReviewRow, reviews, seatCounters } from "../db/schema";

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
      review: reviews,
      booking: bookings,
      open: fewestOpen,
      expiredHolds: sql<boolean>`exists (${expiredHold})`,
    })
    .from(reviews)
    .leftJoin(bookings, eq(bookings.id, reviews.id))
    .where(sql`${reviews.id} = any(${sql.placeholder("ids")}::text[])`)
    .prepare("reviews_to_book");
});

interface Asked {
  bookingId: string;
  now: Date;
}

/**
 * The reviews asked while a read was running, in one statement; lapsed holds counted at the
 * latest of their times, which is no later than the statement (more lapsed holds found only
 * sends a book on to release them, never refuses it).
 */
const grouped = preparedFor(
  (db: Database) =>
    new GroupedReads<Asked, Row>(
      async (asked) => {
        const ids = [...new Set(asked.map((one) => one.bookingId))];
        const now = new Date(Math.max(...asked.map((one) => one.now.getTime())));
        const rows = await statement(db).execute({ ids, now: now.toISOString() });
        return new Map(rows.map((row) => [row.review.id, row]));
      },
      (one) => one.bookingId,
    ),
);
type Row = Awaited<ReturnType<ReturnType<typeof statement>["execute"]>>[number];

export interface ReviewToBook {
  review: ReviewRow;
  /** Its booking, once booked (a submit of the same bookingId, maybe a concurrent one). */
  booking: BookingRow | null;
  /** Seats still open on the fullest claimed fare class. */
  open: number;
  /** Unpaid bookings past their pay-by time hold seats on its flights. */
  expiredHolds: boolean;
}

/**
 * A user's own review as its book needs it, in one statement without a lock (findReview's
 * answer with the seats): a full class is refused while a booking in flight holds the
 * counter rows, and review, booking and counters are one snapshot. Reads asked together
 * share the statement (GroupedReads).
 */
export async function reviewToBook(
  db: Database,
  bookingId: string,
  userId: string,
  now: Date,
): Promise<ReviewToBook | undefined> {
  const row = await grouped(db).read({ bookingId, now });
  if (!row || row.review.userId !== userId) return undefined;
  return { ...row, open: row.open ?? Number.POSITIVE_INFINITY };
}
