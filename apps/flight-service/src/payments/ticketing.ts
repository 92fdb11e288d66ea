import { holdPayNowError, ticketNumber } from "@wayfare/domain";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../db/database";
import { type BookedPassenger, type BookingRow, bookings, ticketSerials } from "../db/schema";
import { debit } from "../ledger/ledger";
import { airline } from "../reference/airlines";
import { amountDue, redemptionParts } from "./amount-due";

async function nextTicketSerial(tx: Transaction): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(${ticketSerials.seqName})::text as serial`,
  )) as { rows: { serial: string }[] };
  return Number(result.rows[0]?.serial);
}

async function ticketed(tx: Transaction, booking: BookingRow): Promise<BookedPassenger[]> {
  const passengers: BookedPassenger[] = [];
  for (const passenger of booking.passengers) {
    const ticketNumbers: Record<string, string> = {};
    for (const code of Object.keys(booking.pnrs)) {
      ticketNumbers[code] = ticketNumber(airline(code).ticketingPrefix, await nextTicketSerial(tx));
    }
    passengers.push({ ...passenger, ticketNumbers });
  }
  return passengers;
}

/**
 * Why a locked booking cannot be paid now: 1059 once its pay-by time has passed (checked
 * first: an expired unpaid booking is released as CANCELLED), 2504 unless it is awaiting
 * payment, 1015 when the amount is not what is due. Undefined: it can be paid.
 */
export function paymentRefusal(booking: BookingRow, amount: number, now: Date) {
  const unpaid = booking.paidAt === null;
  if (unpaid && booking.payBy && holdPayNowError(booking.payBy, now)) return "1059" as const;
  if (booking.status !== "On Hold" && booking.status !== "Pending") return "2504" as const;
  if (amount !== amountDue(booking)) return "1015" as const;
  return undefined;
}

/**
 * Takes the TJ Cash applied to a locked booking from its holder's wallet, once however
 * often asked (the ledger key); 2001 when the points have been spent since.
 */
export async function redeemTjCash(tx: Transaction, booking: BookingRow) {
  const { tjCashAmount } = redemptionParts(booking);
  if (tjCashAmount === 0) return undefined;
  const taken = await debit(tx, {
    userId: booking.userId,
    wallet: "TJ_CASH",
    amount: tjCashAmount,
    reason: "FLIGHT_BOOKING",
    reference: booking.id,
    idempotencyKey: `booking:${booking.id}:tj-cash`,
  });
  return taken.ok ? undefined : taken.code;
}

/** Marks a locked, paid-for booking Success and issues each passenger's tickets. */
export async function ticketBooking(
  tx: Transaction,
  booking: BookingRow,
  now: Date,
): Promise<BookingRow> {
  const [paid] = await tx
    .update(bookings)
    .set({ status: "Success", paidAt: now, passengers: await ticketed(tx, booking) })
    .where(eq(bookings.id, booking.id))
    .returning();
  return paid as BookingRow;
}
