import {
  alreadyBooked,
  type BookedAddOn,
  endpoints,
  formatMoney,
  MODIFY_BOOKING_LEDGER_REASON,
  type ModifyBookingPayRequest,
  paise,
  type TokenSubject,
  walletLabel,
  withAddedAddOns,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { replaceSeats, SeatAlreadyTaken, type SeatTaken } from "../add-ons/sold-seats";
import { logBooking } from "../after-booking/booking-log";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import {
  type BookingModificationRow,
  bookingModifications,
  bookings,
  seatAssignments,
} from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { debit } from "../ledger/ledger";
import { userPaymentModes } from "../payments/payment-modes";
import { modificationPayload } from "./modification-payload";
import { loadTicketedBooking, type TicketedBooking } from "./ticketed-booking";

/** The booking's seats with the added ones: all of them are the booking's again. */
async function seatsWithAdded(
  tx: Transaction,
  { booking, flights }: TicketedBooking,
  added: readonly BookedAddOn[],
): Promise<SeatTaken[]> {
  const booked = await tx
    .select()
    .from(seatAssignments)
    .where(eq(seatAssignments.bookingId, booking.id));
  const fresh = added.flatMap((addOn): SeatTaken[] => {
    const flight = flights.find((candidate) => candidate.segment.id === addOn.segmentId);
    if (!addOn.seat || !flight) return [];
    const { flightNumber, flightDate, tripIndex } = flight;
    const { segmentId, passengerIndex } = addOn;
    return [
      { segmentId, passengerIndex, tripIndex, flightNumber, flightDate, seatNo: addOn.seat.seatNo },
    ];
  });
  return [...booked, ...fresh];
}

/** "₹2,250.00 from Deposit": the booking log's detail. */
const paidFrom = (row: BookingModificationRow, request: ModifyBookingPayRequest) =>
  `${formatMoney(paise(row.amount))} from ${walletLabel(request.wallet)}`;

/**
 * In one transaction, the modification's row locked first, then its booking's: a PAID one
 * is answered as it is, never charged again (and the ledger's unique key
 * `modification:<id>` charges it once whoever sends it); otherwise the amount must be the
 * quote's (1015), the additions still new (2504), the wallet cover it (2001) and the seats
 * still free (1915, rolling the debit back). Then the booking's add-ons, seats and total
 * take the additions and its log says so.
 */
async function payAndAdd(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: ModifyBookingPayRequest,
): Promise<BookingModificationRow | Refusal> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx): Promise<BookingModificationRow | Refusal> => {
    const [row] = await tx
      .select()
      .from(bookingModifications)
      .where(eq(bookingModifications.id, request.modificationId))
      .for("update");
    if (!row) return refuse("1016", 404);
    const loaded = await loadTicketedBooking(tx, subject, row.bookingId, true);
    if (loaded instanceof Refusal) return loaded;
    if (row.status === "PAID") return row;
    if (request.amount !== row.amount) return refuse("1015", 400);
    const { booking } = loaded;
    if (alreadyBooked(booking.addOns, row.added)) return refuse("2504", 400);
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
    await replaceSeats(tx, booking.id, await seatsWithAdded(tx, loaded, row.added), now);
    await tx
      .update(bookings)
      .set({
        addOns: withAddedAddOns(booking.addOns, row.added),
        total: booking.total + row.amount,
      })
      .where(eq(bookings.id, booking.id));
    const [paid] = await tx
      .update(bookingModifications)
      .set({ status: "PAID", wallet: request.wallet, paidAt: now })
      .where(eq(bookingModifications.id, row.id))
      .returning();
    await logBooking(tx, {
      bookingId: booking.id,
      kind: "ADD_ONS_ADDED",
      at: now,
      by: subject,
      detail: paidFrom(row, request),
    });
    return paid as BookingModificationRow;
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
      return paid instanceof Refusal ? paid : modificationPayload(paid);
    } catch (error) {
      if (error instanceof SeatAlreadyTaken) return refuse("1915", 409);
      throw error;
    }
  },
);
