import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { amendments, bookings, seatAssignments } from "../db/schema";

export type FlightSeatKey = { flightNumber: string; flightDate: string };

const seatKey = (key: FlightSeatKey) => `${key.flightNumber}|${key.flightDate}`;

/**
 * A seat row still holds its seat: its booking is paid, or unpaid within its pay-by time,
 * and no cancellation has taken that passenger off that journey leg.
 */
function holdsSeat(now: Date): SQL {
  const passengerLeg = sql`jsonb_build_array(jsonb_build_object(
    'tripIndex', ${seatAssignments.tripIndex},
    'passengerId', (${seatAssignments.passengerIndex} + 1)::text))`;
  return sql`exists (
    select 1 from ${bookings} where ${bookings.id} = ${seatAssignments.bookingId}
      and (${bookings.status} = 'Success'
        or (${bookings.status} in ('Pending', 'On Hold') and ${bookings.payBy} > ${now.toISOString()}))
  ) and not exists (
    select 1 from ${amendments} where ${amendments.bookingId} = ${seatAssignments.bookingId}
      and ${amendments.lines} @> ${passengerLeg}
  )`;
}

const onFlights = (flights: readonly FlightSeatKey[]) =>
  or(
    ...flights.map((flight) =>
      and(
        eq(seatAssignments.flightNumber, flight.flightNumber),
        eq(seatAssignments.flightDate, flight.flightDate),
      ),
    ),
  );

/** The seats other bookings hold on these flight dates, by flight ("6E2134|2026-03-01"). */
export async function seatsHeldByOthers(
  db: Pick<Database, "select">,
  flights: readonly FlightSeatKey[],
  bookingId: string,
  now: Date,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({
      flightNumber: seatAssignments.flightNumber,
      flightDate: seatAssignments.flightDate,
      seatNo: seatAssignments.seatNo,
    })
    .from(seatAssignments)
    .where(and(onFlights(flights), ne(seatAssignments.bookingId, bookingId), holdsSeat(now)));
  const held = new Map<string, Set<string>>();
  for (const row of rows) {
    const seats = held.get(seatKey(row)) ?? new Set<string>();
    seats.add(row.seatNo);
    held.set(seatKey(row), seats);
  }
  return held;
}

export function heldOn(held: Map<string, Set<string>>, flight: FlightSeatKey): Set<string> {
  return held.get(seatKey(flight)) ?? new Set();
}

export interface SeatTaken extends FlightSeatKey {
  segmentId: string;
  tripIndex: number;
  passengerIndex: number;
  seatNo: string;
}

export class SeatAlreadyTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Replaces a booking's seats inside the caller's transaction (which holds the booking's
 * lock). Rows of the chosen seats that no longer hold them are removed first; then the
 * unique key (flight number, date, seat) lets exactly one of two bookings racing for a
 * seat have it: the other throws SeatAlreadyTaken, rolling its transaction back.
 */
export async function replaceSeats(
  tx: Transaction,
  bookingId: string,
  seats: readonly SeatTaken[],
  now: Date,
): Promise<void> {
  await tx.delete(seatAssignments).where(eq(seatAssignments.bookingId, bookingId));
  if (seats.length === 0) return;
  const chosen = or(
    ...seats.map((seat) =>
      and(
        eq(seatAssignments.flightNumber, seat.flightNumber),
        eq(seatAssignments.flightDate, seat.flightDate),
        eq(seatAssignments.seatNo, seat.seatNo),
      ),
    ),
  );
  await tx.delete(seatAssignments).where(and(chosen, sql`not (${holdsSeat(now)})`));
  // One order for every booking, so two bookings inserting the same seats never deadlock.
  const ordered = [...seats].sort((a, b) =>
    `${seatKey(a)}|${a.seatNo}`.localeCompare(`${seatKey(b)}|${b.seatNo}`),
  );
  try {
    await tx.insert(seatAssignments).values(ordered.map((seat) => ({ ...seat, bookingId })));
  } catch (error) {
    if (isUniqueViolation(error)) throw new SeatAlreadyTaken();
    throw error;
  }
}
