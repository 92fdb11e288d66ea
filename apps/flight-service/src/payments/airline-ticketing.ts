import { ticketNumber } from "@wayfare/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Transaction } from "../db/database";
import {
  type BookedPassenger,
  type BookingRow,
  simulatedAirlineRefusals,
  ticketSerials,
} from "../db/schema";
import { airline } from "../reference/airlines";

/** What the simulated airline says when a development hook has told it to refuse. */
export const SIMULATED_REFUSAL_REASON =
  "The airline's ticketing system did not confirm the tickets.";

export type AirlineAnswer =
  | { issued: true; passengers: BookedPassenger[] }
  | { issued: false; reason: string };

async function nextTicketSerial(tx: Transaction): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(${ticketSerials.seqName})::text as serial`,
  )) as { rows: { serial: string }[] };
  return Number(result.rows[0]?.serial);
}

/** A new ticket number per airline, for one passenger (a ticketing or a reissue). */
export async function newTicketNumbers(
  tx: Transaction,
  airlineCodes: readonly string[],
): Promise<Record<string, string>> {
  const ticketNumbers: Record<string, string> = {};
  for (const code of airlineCodes) {
    ticketNumbers[code] = ticketNumber(airline(code).ticketingPrefix, await nextTicketSerial(tx));
  }
  return ticketNumbers;
}

async function ticketed(tx: Transaction, booking: BookingRow): Promise<BookedPassenger[]> {
  const passengers: BookedPassenger[] = [];
  for (const passenger of booking.passengers) {
    passengers.push({
      ...passenger,
      ticketNumbers: await newTicketNumbers(tx, Object.keys(booking.pnrs)),
    });
  }
  return passengers;
}

/** Uses up one of the refusals a development hook asked of the simulated airline, if any is left. */
async function refusesOnce(tx: Transaction, bookingId: string): Promise<boolean> {
  const used = await tx
    .update(simulatedAirlineRefusals)
    .set({ remaining: sql`${simulatedAirlineRefusals.remaining} - 1` })
    .where(
      and(
        eq(simulatedAirlineRefusals.bookingId, bookingId),
        gt(simulatedAirlineRefusals.remaining, 0),
      ),
    )
    .returning({ bookingId: simulatedAirlineRefusals.bookingId });
  return used.length > 0;
}

/**
 * Asks the (simulated) airline to issue the tickets of a locked booking, in the caller's
 * transaction: each passenger's ticket numbers per airline, or the airline's reason for
 * refusing. The only way tickets are issued.
 */
export async function askAirlineToTicket(
  tx: Transaction,
  booking: BookingRow,
): Promise<AirlineAnswer> {
  if (await refusesOnce(tx, booking.id)) return { issued: false, reason: SIMULATED_REFUSAL_REASON };
  return { issued: true, passengers: await ticketed(tx, booking) };
}
