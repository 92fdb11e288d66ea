import { formatMoney, holdPayNowError, paise, walletLabel } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { type LogActor, logBooking } from "../after-booking/booking-log";
import type { Transaction } from "../db/database";
import { type BookingRow, bookings } from "../db/schema";
import { debit } from "../ledger/ledger";
import { notifyUser } from "../notifications/notify";
import { type AirlineAnswer, askAirlineToTicket } from "./airline-ticketing";
import { amountDue, redemptionParts } from "./amount-due";

/** A booking row as the domain's ticketing rules read it (paid but not ticketed, decision 0062). */
export const paidState = (booking: BookingRow) => ({
  status: booking.status,
  paid: booking.paidAt !== null,
});

/**
 * Why a locked booking cannot be paid now: 1059 once its pay-by time has passed (checked
 * first: an expired unpaid booking is released as CANCELLED), 2504 unless it is awaiting
 * payment (a paid one the airline did not ticket is retried, never paid again), 1015 when the amount is not what is due. Undefined: it can be paid.
 */
export function paymentRefusal(booking: BookingRow, amount: number, now: Date) {
  const unpaid = booking.paidAt === null;
  if (unpaid && booking.payBy && holdPayNowError(booking.payBy, now)) return "1059" as const;
  if (!unpaid || (booking.status !== "On Hold" && booking.status !== "Pending")) {
    return "2504" as const;
  }
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

/** A paid booking's columns after the airline's answer: ticketed, or refused with its reason. */
export function ticketingOutcome(answer: AirlineAnswer, now: Date) {
  return answer.issued
    ? {
        status: "Success" as const,
        passengers: answer.passengers,
        ticketingFailureReason: null,
        ticketingFailedAt: null,
      }
    : { status: "Pending" as const, ticketingFailureReason: answer.reason, ticketingFailedAt: now };
}

/**
 * Records the payment of a locked booking and asks the airline for its tickets: issued, it is
 * Success with each passenger's tickets, logged as paid by `paid.by` with what paid it (a
 * wallet, a masked card); refused, it stays Pending, paid, with the airline's reason, for a
 * retry booking (decision 0062). Either way the payment stands.
 */
export async function ticketBooking(
  tx: Transaction,
  booking: BookingRow,
  now: Date,
  paid: { by: LogActor; detail: string },
): Promise<BookingRow> {
  const answer = await askAirlineToTicket(tx, booking);
  const [updated] = await tx
    .update(bookings)
    .set({ paidAt: now, ...ticketingOutcome(answer, now) })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (answer.issued) {
    await notifyUser(tx, booking.userId, { kind: "BOOKING_CONFIRMED", bookingId: booking.id }, now);
  }
  await logBooking(tx, {
    bookingId: booking.id,
    at: now,
    by: paid.by,
    ...(answer.issued
      ? { kind: "PAID", detail: paid.detail }
      : { kind: "PAID_NOT_TICKETED", detail: `${paid.detail}: ${answer.reason}` }),
  });
  return updated as BookingRow;
}
