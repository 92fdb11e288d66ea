import { awaitsTicketing, endpoints, type TokenSubject, walletLabel } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { BookingRow } from "../db/schema";
import { type EndpointData, forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { debitWithin } from "../ledger/ledger";
import { amountDue } from "../payments/amount-due";
import { paymentInFlight } from "../payments/in-flight";
import { userPaymentModes } from "../payments/payment-modes";
import {
  paidState,
  paidWith,
  paymentRefusal,
  RedemptionRefused,
  takeRedemption,
  ticketBooking,
} from "../payments/ticketing";
import { bookingPayload, findReview } from "./booking-payload";
import { lockOwnBooking } from "./own-booking";

type PayRequest = EndpointData<typeof endpoints.flightPay>;

/**
 * Pays a held or pending booking from a wallet and tickets it, all in one transaction on
 * the locked booking row: the amount must be what is due after the voucher and TJ Cash
 * (1015), the pay-by time must not have passed (1059), the wallet, credit shell and TJ Cash must
 * cover it (2001); no card payment of it may be in flight (409, 2504). Paying twice answers the ticketed booking; the ledger's idempotency
 * keys charge once.
 */
async function payAndTicket(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: PayRequest,
  now: Date,
): Promise<BookingRow | Refusal> {
  return ctx.db.transaction(async (tx): Promise<BookingRow | Refusal> => {
    const booking = await lockOwnBooking(tx, subject.userId, request.bookingId);
    if (!booking) return refuse("1016", 404);
    // Paid already: answered as it is, ticketed or awaiting a retry booking; never charged again.
    if (booking.status === "Success" || awaitsTicketing(paidState(booking))) return booking;
    const refusal = paymentRefusal(booking, request.amount, now);
    if (refusal) return refuse(refusal, 400);
    // A card payment in flight would pay it a second time when it settles.
    if (await paymentInFlight(tx, { bookingId: booking.id }, now)) return refuse("2504", 409);
    const charged = await debitWithin(tx, {
      userId: subject.userId,
      wallet: request.wallet,
      amount: amountDue(booking),
      reason: "FLIGHT_BOOKING",
      reference: booking.id,
      idempotencyKey: `booking:${booking.id}`,
    });
    if (!charged.ok) return refuse(charged.code, 400);
    const refused = await takeRedemption(tx, booking);
    // Thrown, not answered, so that the wallet's debit above is rolled back as well.
    if (refused) throw new RedemptionRefused(refused);
    return ticketBooking(tx, booking, now, {
      by: subject,
      detail: paidWith(booking, walletLabel(request.wallet)),
    });
  });
}

async function payOrRefuse(ctx: ServiceContext, subject: TokenSubject, request: PayRequest) {
  try {
    return await payAndTicket(ctx, subject, request, ctx.config.now());
  } catch (error) {
    if (error instanceof RedemptionRefused) return refuse(error.code, 400);
    throw error;
  }
}

/**
 * POST /xms/v1/flight/pay: what is due from DEPOSIT or CREDIT_LINE (and the redemption); tickets
 * it. A wallet that is not one of the user's payment modes (J§6) is 2504.
 */
export const flightPay = forUser(endpoints.flightPay, async (request, { ctx, subject }) => {
  const modes = await userPaymentModes(ctx.db, subject.userId);
  if (!modes.includes(request.wallet)) return refuse("2504", 400);
  const paid = await payOrRefuse(ctx, subject, request);
  if (paid instanceof Refusal) return paid;
  const found = await findReview(ctx.db, paid.id);
  if (!found) throw new Error(`booking ${paid.id} has no review`);
  return bookingPayload(paid, found.review);
});
