import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { type SeatClaim, seatCounters } from "../db/schema";

function counterKey(claim: SeatClaim) {
  return and(
    eq(seatCounters.flightNumber, claim.flightNumber),
    eq(seatCounters.flightDate, claim.flightDate),
    eq(seatCounters.cabinClass, claim.cabinClass),
    eq(seatCounters.bookingClass, claim.bookingClass),
  );
}

/** Seats still open on the fullest of the claimed flight-date fare classes. */
export async function seatsRemaining(
  db: Pick<Database, "select">,
  claims: readonly SeatClaim[],
): Promise<number> {
  let remaining = Number.POSITIVE_INFINITY;
  for (const claim of claims) {
    const [counter] = await db.select().from(seatCounters).where(counterKey(claim));
    const open = counter ? counter.capacity - counter.sold : claim.capacity;
    remaining = Math.min(remaining, open);
  }
  return remaining;
}

export class SoldOut extends Error {}

/** The counters' primary key: the conflict target of an upsert. */
export const SEAT_COUNTER_KEY = [
  seatCounters.flightNumber,
  seatCounters.flightDate,
  seatCounters.cabinClass,
  seatCounters.bookingClass,
];

const byKey = (a: SeatClaim, b: SeatClaim) =>
  `${a.flightNumber}|${a.flightDate}|${a.cabinClass}|${a.bookingClass}`.localeCompare(
    `${b.flightNumber}|${b.flightDate}|${b.cabinClass}|${b.bookingClass}`,
  );

/** Claims in the order every writer locks counters, so none waits for another in a cycle. */
export const inKeyOrder = (claims: readonly SeatClaim[]) => [...claims].sort(byKey);

/**
 * Takes `seats` from every claimed counter inside the caller's transaction, or throws SoldOut
 * (rolling it back). One statement per counter decides: it creates the row with the
 * inventory's capacity the first time it is sold, else adds the seats only while they fit;
 * either way it holds the row lock until the caller commits, so call it last in the
 * transaction. Counters are taken in key order so two bookings sharing flights never wait
 * for each other in a cycle.
 */
export async function takeSeats(
  tx: Transaction,
  claims: readonly SeatClaim[],
  seats: number,
): Promise<void> {
  for (const claim of inKeyOrder(claims)) {
    if (seats > claim.capacity) throw new SoldOut();
    const taken = await tx
      .insert(seatCounters)
      .values({ ...claim, sold: seats })
      .onConflictDoUpdate({
        target: SEAT_COUNTER_KEY,
        set: { sold: sql`${seatCounters.sold} + ${seats}` },
        setWhere: sql`${seatCounters.sold} + ${seats} <= ${seatCounters.capacity}`,
      })
      .returning({ sold: seatCounters.sold });
    if (taken.length === 0) throw new SoldOut();
  }
}

/**
 * Gives `seats` back to every claimed counter inside the caller's transaction (a released
 * hold, a cancellation), in the same key order as takeSeats.
 */
export async function returnSeats(
  tx: Transaction,
  claims: readonly SeatClaim[],
  seats: number,
): Promise<void> {
  if (seats === 0) return;
  for (const claim of inKeyOrder(claims)) {
    await tx
      .update(seatCounters)
      .set({ sold: sql`${seatCounters.sold} - ${seats}` })
      .where(counterKey(claim));
  }
}
