import {
  endpoints,
  formatMoney,
  type PaymentWallet,
  paise,
  REISSUE_LEDGER_REASON,
  REISSUE_REFUND_LEDGER_REASON,
  type ReissueConfirmRequest,
  type TokenSubject,
  type WalletKind,
  walletLabel,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { paidFrom, refundWallet } from "../after-booking/cancellation-subject";
import { SoldOut } from "../booking/seat-counters";
import { refundRecipientOf } from "../booking-import/original-payer";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { type BookingReissueRow, bookingReissues } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { credit, debit } from "../ledger/ledger";
import { paymentInFlight } from "../payments/in-flight";
import { userPaymentModes } from "../payments/payment-modes";
import { applyReissue } from "./apply-reissue";
import { loadReissueLeg, type ReissueLeg } from "./reissue-booking";
import { reissuePayload } from "./reissue-payload";

/**
 * The wallet the difference moves through: the one asked for, else (a refund, or nothing to
 * pay) the way the booking was paid, a card's refund going to the credit shell as a
 * cancellation's does (decision 0020); a payment without a wallet goes through the gateway.
 */
async function walletFor(
  tx: Transaction,
  leg: ReissueLeg,
  row: BookingReissueRow,
  asked: PaymentWallet | undefined,
): Promise<WalletKind | undefined> {
  if (asked) return asked;
  return row.amount > 0 ? undefined : refundWallet(await paidFrom(tx, leg.booking.id));
}

/**
 * The difference moves once under the ledger key `reissue:<id>`: paid from the caller's
 * wallet (as modify booking, decision 0067), or refunded to the booking owner's (as a
 * cancellation, decision 0029).
 */
async function settle(
  tx: Transaction,
  subject: TokenSubject,
  leg: ReissueLeg,
  row: BookingReissueRow,
  wallet: WalletKind,
) {
  if (row.amount === 0) return { ok: true as const };
  const movement = { wallet, reference: leg.booking.id, idempotencyKey: `reissue:${row.id}` };
  return row.amount > 0
    ? debit(tx, {
        ...movement,
        userId: subject.userId,
        amount: row.amount,
        reason: REISSUE_LEDGER_REASON,
      })
    : credit(tx, {
        ...movement,
        userId: await refundRecipientOf(tx, leg.booking),
        amount: -row.amount,
        reason: REISSUE_REFUND_LEDGER_REASON,
      });
}

/** "₹2,250.00 from Deposit", "₹900.00 refunded to the credit shell": the log's words. */
function moved(amount: number, wallet: WalletKind) {
  const money = formatMoney(paise(Math.abs(amount)));
  const where =
    wallet === "DEPOSIT" || wallet === "CREDIT_LINE" ? walletLabel(wallet) : "the credit shell";
  return amount >= 0 ? `${money} from ${where}` : `${money} refunded to ${where}`;
}

/**
 * In one transaction, the reissue's row locked first, then its booking's: a DONE one is
 * answered as it is; otherwise the amount must be the quote's (1015), the leg still the one
 * quoted (2504) and still changeable (8042, 8037), no card payment of it in flight (409
 * 2504), a wallet to pay from (2504: else the gateway pays) that covers it (2001). Then
 * `applyReissue` (the new flights without the seats: 1000, rolling everything back).
 */
async function reissue(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: ReissueConfirmRequest,
): Promise<BookingReissueRow | Refusal> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx): Promise<BookingReissueRow | Refusal> => {
    const [row] = await tx
      .select()
      .from(bookingReissues)
      .where(eq(bookingReissues.id, request.reissueId))
      .for("update");
    if (!row) return refuse("1016", 404);
    if (row.status === "DONE") {
      const seen = await loadReissueLeg(tx, subject, row.bookingId, row.tripIndex, now);
      return seen instanceof Refusal && seen.httpStatus !== 400 ? seen : row;
    }
    const leg = await loadReissueLeg(tx, subject, row.bookingId, row.tripIndex, now, true);
    if (leg instanceof Refusal) return leg;
    if (request.amount !== row.amount) return refuse("1015", 400);
    if (leg.trip.id !== row.oldTrip.id) return refuse("2504", 400);
    // A card payment of it under way does it, or fails and leaves it to be done again.
    if (await paymentInFlight(tx, { reissueId: row.id }, now)) return refuse("2504", 409);
    const wallet = await walletFor(tx, leg, row, request.wallet);
    if (!wallet) return refuse("2504", 400);
    const settled = await settle(tx, subject, leg, row, wallet);
    if (!settled.ok) return refuse(settled.code, 400);
    return applyReissue(tx, leg, row, {
      with: { wallet },
      at: now,
      by: subject,
      detail: moved(row.amount, wallet),
    });
  });
}

/**
 * POST /xms/v1/flight/reissue/confirm: a quoted reissue done with DEPOSIT or CREDIT_LINE
 * (one of the caller's payment modes, else 2504) paying or taking back the difference, or
 * without a wallet a refund back the way the booking was paid; sent again (a double
 * submit), it answers the done reissue and moves no money.
 */
export const reissueConfirm = forUser(
  endpoints.reissueConfirm,
  async (request, { ctx, subject }) => {
    if (request.wallet) {
      const modes = await userPaymentModes(ctx.db, subject.userId);
      if (!modes.includes(request.wallet)) return refuse("2504", 400);
    }
    try {
      const done = await reissue(ctx, subject, request);
      return done instanceof Refusal ? done : reissuePayload(done);
    } catch (error) {
      if (error instanceof SoldOut) return refuse("1000", 409);
      throw error;
    }
  },
);
