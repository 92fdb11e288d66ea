import { randomInt } from "node:crypto";
import { generatePnr, type WalletKind } from "@wayfare/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type LogActor, logBooking } from "../after-booking/booking-log";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import { returnSeats, takeSeats } from "../booking/seat-counters";
import type { Transaction } from "../db/database";
import {
  type BookingReissueRow,
  bookingReissues,
  bookings,
  reviews,
  seatAssignments,
} from "../db/schema";
import { notifyUser } from "../notifications/notify";
import { newTicketNumbers } from "../payments/airline-ticketing";
import type { ReissueLeg } from "./reissue-booking";

/** The old leg's seats go back to its flights, the new leg's are taken (SoldOut throws). */
async function moveSeats(tx: Transaction, leg: ReissueLeg, row: BookingReissueRow) {
  const { review, booking } = leg;
  const first = review.trips
    .slice(0, row.tripIndex)
    .reduce((count, trip) => count + trip.segments.length, 0);
  const oldClaims = review.seatClaims.slice(first, first + leg.trip.segments.length);
  const seats = seatsOf(leg);
  await returnSeats(tx, oldClaims, seats);
  await takeSeats(tx, row.newClaims, seats);
  const oldSegments = leg.trip.segments.map((segment) => segment.id);
  await tx
    .delete(seatAssignments)
    .where(
      and(
        eq(seatAssignments.bookingId, booking.id),
        inArray(seatAssignments.segmentId, oldSegments),
      ),
    );
  const seatClaims = [
    ...review.seatClaims.slice(0, first),
    ...row.newClaims,
    ...review.seatClaims.slice(first + leg.trip.segments.length),
  ];
  const trips = review.trips.map((trip, index) => (index === row.tripIndex ? row.newTrip : trip));
  const departures = trips.flatMap((trip) => trip.segments.map(segmentDepartureUtc));
  const firstDeparture = new Date(Math.min(...departures.map((date) => date.getTime())));
  await tx
    .update(reviews)
    .set({ trips, seatClaims, firstDeparture })
    .where(eq(reviews.id, review.id));
  return new Set(oldSegments);
}

/** The seats a leg's party takes on each flight: infants sit on a lap. */
export function seatsOf(leg: ReissueLeg): number {
  return leg.booking.passengers.filter((passenger) => passenger.type !== "INFANT").length;
}

/**
 * Does a reissue on its locked row and booking, in the paying transaction, once its money
 * has moved (a wallet's ledger entry, or a settled gateway payment): the seats move flights
 * (SoldOut throws: roll back), every passenger gets new ticket numbers for the new leg's
 * airlines, the booking its new leg, total and log (REISSUED, `detail`); the seats, meals and
 * baggage of the old flights go with them. The wallet confirm and the gateway's settlement
 * both end here.
 */
export async function applyReissue(
  tx: Transaction,
  leg: ReissueLeg,
  row: BookingReissueRow,
  done: {
    with: { wallet: WalletKind; paidBy?: never } | { paidBy: string; wallet?: never };
    at: Date;
    by: LogActor;
    /** "₹2,250.00 from Deposit", "₹900.00 refunded to the credit shell". */
    detail: string;
  },
): Promise<BookingReissueRow> {
  const oldSegments = await moveSeats(tx, leg, row);
  const { booking } = leg;
  const airlines = [...new Set(row.newTrip.segments.map((segment) => segment.airline.code))];
  const pnrs = { ...booking.pnrs };
  for (const code of airlines) pnrs[code] ??= generatePnr(randomInt);
  const passengers = [];
  const lines = [];
  for (const [index, passenger] of booking.passengers.entries()) {
    const ticketNumbers = await newTicketNumbers(tx, airlines);
    passengers.push({
      ...passenger,
      ticketNumbers: { ...passenger.ticketNumbers, ...ticketNumbers },
    });
    const line = row.lines[index];
    if (line) lines.push({ ...line, ticketNumbers });
  }
  await tx
    .update(bookings)
    .set({
      pnrs,
      passengers,
      total: booking.total + row.amount,
      addOns: booking.addOns.filter((addOn) => !oldSegments.has(addOn.segmentId)),
    })
    .where(eq(bookings.id, booking.id));
  const [applied] = await tx
    .update(bookingReissues)
    .set({ status: "DONE", ...done.with, doneAt: done.at, lines })
    .where(eq(bookingReissues.id, row.id))
    .returning();
  await notifyUser(tx, booking.userId, { kind: "BOOKING_AMENDED", bookingId: booking.id }, done.at);
  await logBooking(tx, {
    bookingId: booking.id,
    kind: "REISSUED",
    at: done.at,
    by: done.by,
    detail: `${row.id}, ${done.detail}`,
  });
  return applied as BookingReissueRow;
}
