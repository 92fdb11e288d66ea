import { formatMoney, holdPayNowError, paise, ticketNumber, walletLabel } from "@wayfare/domain";
import { eq, sql } from "drizzle-orm";
import { type LogActor, logBooking } from "../after-booking/booking-log";
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

/** A credit shell or TJ Cash debit refused (2001): thrown to roll back what came before. */
export class RedemptionRefused extends Error {
  constructor(readonly code: "2001" | "2504") {
    super(`redemption refused: ${code}`);
  }
}

/** The ledger key of a booking's wallet part (the refund of a cancellation looks for it). */
export const walletPartKey = (bookingId: string) => `booking:${bookingId}:wallet-part`;

async function debitRedemption(tx: Transaction, booking: BookingRow) {
  const { creditShellAvailable, tjCashAmount, walletDeduction } = redemptionParts(booking);
  const movements = [
    {
      wallet: "CREDIT_SHELL",
      amount: creditShellAvailable,
      key: `booking:${booking.id}:credit-shell`,
    },
    { wallet: "TJ_CASH", amount: tjCashAmount, key: `booking:${booking.id}:tj-cash` },
    ...(booking.walletPartWallet
      ? [
          {
            wallet: booking.walletPartWallet,
            amount: walletDeduction,
            key: walletPartKey(booking.id),
          },
        ]
      : []),
  ] as const;
  for (const { wallet, amount, key } of movements) {
    if (amount === 0) continue;
    const taken = await debit(tx, {
      userId: booking.userId,
      wallet,
      amount,
      reason: "FLIGHT_BOOKING",
      reference: booking.id,
      idempotencyKey: key,
    });
    if (!taken.ok) throw new RedemptionRefused(taken.code);
  }
}

/**
 * Takes the credit shell, TJ Cash and wallet part applied to a locked booking from its
 * holder's wallets, all or nothing (a savepoint), each once however often asked (the ledger
 * keys). Answers 2001 when they have been spent since; the caller decides what else to roll
 * back.
 */
export async function takeRedemption(tx: Transaction, booking: BookingRow) {
  const { creditShellAvailable, tjCashAmount, walletDeduction } = redemptionParts(booking);
  if (creditShellAvailable === 0 && tjCashAmount === 0 && walletDeduction === 0) return undefined;
  try {
    await tx.transaction((savepoint) => debitRedemption(savepoint, booking));
    return undefined;
  } catch (error) {
    if (error instanceof RedemptionRefused) return error.code;
    throw error;
  }
}

/** What paid a booking, for its log: the mode ("Deposit", "VISA •••• 1111"), and a wallet part. */
export function paidWith(booking: BookingRow, mode: string): string {
  if (!booking.walletPartWallet) return mode;
  const part = formatMoney(paise(booking.walletPartAmount));
  return `${walletLabel(booking.walletPartWallet)} ${part} + ${mode}`;
}

/**
 * Marks a locked, paid-for booking Success and issues each passenger's tickets, logged as
 * paid by `paid.by` with what paid it (a wallet, a masked card).
 */
export async function ticketBooking(
  tx: Transaction,
  booking: BookingRow,
  now: Date,
  paid: { by: LogActor; detail: string },
): Promise<BookingRow> {
  const [ticketedBooking] = await tx
    .update(bookings)
    .set({ status: "Success", paidAt: now, passengers: await ticketed(tx, booking) })
    .where(eq(bookings.id, booking.id))
    .returning();
  await logBooking(tx, { bookingId: booking.id, kind: "PAID", at: now, ...paid });
  return ticketedBooking as BookingRow;
}
