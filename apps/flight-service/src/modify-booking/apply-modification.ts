import { type BookedAddOn, type PaymentWallet, withAddedAddOns } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { replaceSeats, type SeatTaken } from "../add-ons/sold-seats";
import { type LogActor, logBooking } from "../after-booking/booking-log";
import type { Transaction } from "../db/database";
import {
  type BookingModificationRow,
  bookingModifications,
  bookings,
  seatAssignments,
} from "../db/schema";
import { notifyUser } from "../notifications/notify";
import type { TicketedBooking } from "./ticketed-booking";

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

/**
 * Puts a paid modification's additions on its locked booking, in the paying transaction:
 * seats through the add-ons' `replaceSeats` (a seat taken since the quote throws
 * SeatAlreadyTaken), the add-ons merged, the total grown by the amount, the modification
 * PAID by the wallet or the gateway payment, and the booking log's ADD_ONS_ADDED. The
 * wallet's debit and the gateway's settlement both end here.
 */
export async function applyPaidModification(
  tx: Transaction,
  loaded: TicketedBooking,
  row: BookingModificationRow,
  paid: {
    with: { wallet: PaymentWallet; paidBy?: never } | { paidBy: string; wallet?: never };
    at: Date;
    by: LogActor;
    /** "₹2,250.00 from Deposit": the booking log's detail. */
    detail: string;
  },
): Promise<BookingModificationRow> {
  const { booking } = loaded;
  await replaceSeats(tx, booking.id, await seatsWithAdded(tx, loaded, row.added), paid.at);
  await tx
    .update(bookings)
    .set({
      addOns: withAddedAddOns(booking.addOns, row.added),
      total: booking.total + row.amount,
    })
    .where(eq(bookings.id, booking.id));
  const [done] = await tx
    .update(bookingModifications)
    .set({ status: "PAID", ...paid.with, paidAt: paid.at })
    .where(eq(bookingModifications.id, row.id))
    .returning();
  const amended = { kind: "BOOKING_AMENDED", bookingId: booking.id } as const;
  await notifyUser(tx, booking.userId, amended, paid.at);
  await logBooking(tx, {
    bookingId: booking.id,
    kind: "ADD_ONS_ADDED",
    at: paid.at,
    by: paid.by,
    detail: paid.detail,
  });
  return done as BookingModificationRow;
}
