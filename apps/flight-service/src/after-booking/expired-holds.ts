import { and, eq, inArray, isNull, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookings, reviews, type SeatClaim } from "../db/schema";
import { releaseUnpaidBooking, UNPAID_STATUSES } from "./release-hold";

/** At most this many expired bookings are released per call; the next call goes on. */
const RELEASE_BATCH = 20;

export type FlightKey = Pick<SeatClaim, "flightNumber" | "flightDate">;

/** Past the pay-by time and not paid (a paid booking the airline did not ticket keeps its seats). */
export const expiredUnpaid = (now: Date | Placeholder) =>
  and(
    inArray(bookings.status, [...UNPAID_STATUSES]),
    isNull(bookings.paidAt),
    lt(bookings.payBy, now),
  );

/** Bookings holding seats on any of these flight dates. */
export function onFlights(flights: readonly FlightKey[]): SQL | undefined {
  const unique = [
    ...new Map(flights.map((f) => [`${f.flightNumber}|${f.flightDate}`, f])).values(),
  ];
  return or(
    ...unique.map(
      ({ flightNumber, flightDate }) =>
        sql`${reviews.seatClaims} @> ${JSON.stringify([{ flightNumber, flightDate }])}::jsonb`,
    ),
  );
}

export const ofBooking = (bookingId: string) => eq(bookings.id, bookingId);

/**
 * Releases the seats of bookings (within `scope`) left unpaid past their pay-by time: they
 * become CANCELLED, and paying one still answers 1059. Lazily, for the flights, user or
 * booking a request is about, so a request never touches unrelated bookings. Each booking
 * is released in a transaction of its own that skips a row another transaction holds (a
 * payment in progress, or another instance releasing it) and checks it again under the
 * lock, so concurrent releases never return a booking's seats twice.
 */
export async function releaseExpiredBookings(
  db: Database,
  now: Date,
  scope: SQL | undefined,
): Promise<void> {
  if (!scope) return;
  const expired = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .where(and(expiredUnpaid(now), scope))
    .limit(RELEASE_BATCH);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), expiredUnpaid(now)))
        .for("update", { skipLocked: true });
      if (booking) {
        await releaseUnpaidBooking(tx, booking, { kind: "RELEASED", at: now, by: undefined });
      }
    });
  }
}
