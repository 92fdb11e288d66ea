import { BOOKING_LOG_SYSTEM_ACTOR, type BookingLogKind } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import type { LogActor } from "../after-booking/booking-log";
import type { Database, Transaction } from "../db/database";
import { type BookingRow, bookings, type SeatClaim } from "../db/schema";
import { inKeyOrder, SoldOut } from "./seat-counters";

const CHECK_VIOLATION = "23514";

/** Postgres refused a counter's `sold <= capacity`: the seats are not there. */
function seatsShort(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === CHECK_VIOLATION && constraint === "seat_counters_sold_check") return true;
  }
  return false;
}

export interface NewBooking {
  row: typeof bookings.$inferInsert;
  claims: readonly SeatClaim[];
  seats: number;
  logs: BookingLogKind[];
  at: Date;
  by: LogActor;
}

/**
 * Books in one statement, so one round trip and no lock held while this process does
 * anything else: the booking row is inserted on its key (nothing when a submit of the same
 * bookingId made it: undefined, after waiting for that submit's commit), and only then the
 * seats are added to every claimed counter in key order, and its logs written. The
 * counters' check constraint (`sold <= capacity`) decides the race: a counter it would
 * overfill fails the whole statement, booking row included, as SoldOut. Run on the pool it
 * commits at once; in a transaction, with the caller's other writes.
 */
export async function insertBooking(
  db: Database | Transaction,
  booking: NewBooking,
): Promise<BookingRow | undefined> {
  const made = db
    .$with("made")
    .as(db.insert(bookings).values(booking.row).onConflictDoNothing().returning());
  const claims = sql.join(
    inKeyOrder(booking.claims).map(
      (claim, position) =>
        sql`(${claim.flightNumber}::text, ${claim.flightDate}::text, ${claim.cabinClass}::text, ${claim.bookingClass}::text, ${claim.capacity}::integer, ${position}::integer)`,
    ),
    sql`, `,
  );
  const seats = sql`${booking.seats}::integer`;
  const taken = db.$with("taken", {}).as(sql`
    insert into seat_counters (flight_number, flight_date, cabin_class, booking_class, capacity, sold)
    select claim.flight_number, claim.flight_date, claim.cabin_class, claim.booking_class, claim.capacity, ${seats}
    from (values ${claims}) as claim(flight_number, flight_date, cabin_class, booking_class, capacity, position)
    where exists (select 1 from ${made})
    order by claim.position
    on conflict (flight_number, flight_date, cabin_class, booking_class)
    do update set sold = seat_counters.sold + ${seats}`);
  const kinds = sql.join(
    booking.logs.map((kind, order) => sql`(${kind}::text, ${order}::integer)`),
    sql`, `,
  );
  const logged = db.$with("logged", {}).as(sql`
    insert into booking_logs (booking_id, kind, at, actor_id, actor_name)
    select made.id, entry.kind, ${booking.at.toISOString()}::timestamptz, ${booking.by?.userId ?? null}::text, ${booking.by?.name ?? BOOKING_LOG_SYSTEM_ACTOR}::text
    from ${made} as made, (values ${kinds}) as entry(kind, position)
    order by entry.position`);
  try {
    const [created] = await db.with(made, taken, logged).select().from(made);
    return created;
  } catch (error) {
    if (seatsShort(error)) throw new SoldOut();
    throw error;
  }
}
