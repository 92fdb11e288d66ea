import {
  alreadyBooked,
  endpoints,
  formatMoney,
  MODIFY_BOOKING_LEDGER_REASON,
  type ModifyBookingPayRequest,
  paise,
  quoteExpired,
  type TokenSubject,
  walletLabel,
} from "@wayfare/domain";
import { SeatAlreadyTaken } from "../add-ons/sold-seats";
import type { ServiceContext } from "../context";
import type { BookingModificationRow } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { debit } from "../ledger/ledger";
import { paymentInFlight } from "../payments/in-flight";
import { userPaymentModes } from "../payments/payment-modes";
import { applyPaidModification } from "./apply-modification";
import { lockedModification } from "./locked-modification";
import { modificationPayload } from "./modification-payload";

/** "₹2,250.00 from Deposit": the booking log's detail. */
const paidFrom = (row: BookingModificationRow, request: ModifyBookingPayRequest) =>
  `${formatMoney(paise(row.amount))} from ${walletLabel(request.wallet)}`;

/**
 * In one transaction, the modification's row locked first, then its booking's: a PAID one
 * is answered as it is, never charged again (and the ledger's unique key
 * `modification:<id>` charges it once whoever sends it); otherwise the quote must not have
 * expired (409 WF114), the amount must be its own (1015), the additions still new (2504), no
 * card payment of it in flight (409 2504), the wallet cover it (2001) and the seats still
 * free (1915, rolling the debit back). Then the booking's add-ons, seats and total
 * take the additions and its log says so.
 */
async function payAndAdd(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: ModifyBookingPayRequest,
): Promise<BookingModificationRow | Refusal> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx): Promise<BookingModificationRow | Refusal> => {
    const locked = await lockedModification(tx, subject, request.modificationId);
    if (locked instanceof Refusal) return locked;
    const { row, loaded } = locked;
    if (row.status === "PAID") return row;
    if (quoteExpired(row.createdAt, now)) return refuse("WF114", 409);
    if (request.amount !== row.amount) return refuse("1015", 400);
    const { booking } = loaded;
    if (alreadyBooked(booking.addOns, row.added)) return refuse("2504", 400);
    // A card payment of it under way pays it, or fails and leaves it payable again.
    if (await paymentInFlight(tx, { modificationId: row.id }, now)) return refuse("2504", 409);
    if (row.amount > 0) {
      const charged = await debit(tx, {
        userId: subject.userId,
        wallet: request.wallet,
        amount: row.amount,
        reason: MODIFY_BOOKING_LEDGER_REASON,
        reference: booking.id,
        idempotencyKey: `modification:${row.id}`,
      });
      if (!charged.ok) return refuse(charged.code, 400);
    }
    return applyPaidModification(tx, loaded, row, {
      with: { wallet: request.wallet },
      at: now,
      by: subject,
      detail: paidFrom(row, request),
    });
  });
}

/**
 * POST /xms/v1/flight/modify-booking/pay: a quoted modification paid from DEPOSIT or
 * CREDIT_LINE (one of the caller's payment modes, else 2504), its additions put on the
 * booking; sent again, it answers the paid modification.
 */
export const modifyBookingPay = forUser(
  endpoints.modifyBookingPay,
  async (request, { ctx, subject }) => {
    const modes = await userPaymentModes(ctx.db, subject.userId);
    if (!modes.includes(request.wallet)) return refuse("2504", 400);
    try {
      const paid = await payAndAdd(ctx, subject, request);
      return paid instanceof Refusal ? paid : modificationPayload(paid, ctx.config.now());
    } catch (error) {
      if (error instanceof SeatAlreadyTaken) return refuse("1915", 409);
      throw error;
    }
  },
);
