import { randomInt } from "node:crypto";
import {
  endpoints,
  formatMoney,
  generatePnr,
  paise,
  REISSUE_LEDGER_REASON,
  REISSUE_REFUND_LEDGER_REASON,
  type ReissueConfirmRequest,
  type TokenSubject,
  walletLabel,
} from "@wayfare/domain";
import { and, eq, inArray } from "drizzle-orm";
import { logBooking } from "../after-booking/booking-log";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import { returnSeats, SoldOut, takeSeats } from "../booking/seat-counters";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import {
  type BookingReissueRow,
  bookingReissues,
  bookings,
  reviews,
  seatAssignments,
} from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { credit, debit } from "../ledger/ledger";
import { newTicketNumbers } from "../payments/airline-ticketing";
import { userPaymentModes } from "../payments/payment-modes";
import { loadReissueLeg, type ReissueLeg } from "./reissue-booking";
import { reissuePayload } from "./reissue-payload";

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
  wallet: ReissueConfirmRequest["wallet"],
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
        userId: leg.booking.userId,
        amount: -row.amount,
        reason: REISSUE_REFUND_LEDGER_REASON,
      });
}

/** The old leg's seats go back to its flights, the new leg's are taken (SoldOut throws). */
async function moveSeats(tx: Transaction, leg: ReissueLeg, row: BookingReissueRow) {
  const { review, booking } = leg;
  const first = review.trips
    .slice(0, row.tripIndex)
    .reduce((count, trip) => count + trip.segments.length, 0);
  const oldClaims = review.seatClaims.slice(first, first + leg.trip.segments.length);
  const seats = booking.passengers.filter((passenger) => passenger.type !== "INFANT").length;
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

/**
 * In one transaction, the reissue's row locked first, then its booking's: a DONE one is
 * answered as it is; otherwise the amount must be the quote's (1015), the leg still the one
 * quoted (2504) and still changeable (8042, 8037), the wallet cover a payment (2001), the new
 * flights have the seats (1000, rolling everything back). Then every passenger gets new
 * ticket numbers for the new leg's airlines, the booking its new leg, total and log; the
 * seats, meals and baggage of the old flights go with them.
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
    const settled = await settle(tx, subject, leg, row, request.wallet);
    if (!settled.ok) return refuse(settled.code, 400);
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
    const [done] = await tx
      .update(bookingReissues)
      .set({ status: "DONE", wallet: request.wallet, doneAt: now, lines })
      .where(eq(bookingReissues.id, row.id))
      .returning();
    const money = formatMoney(paise(Math.abs(row.amount)));
    await logBooking(tx, {
      bookingId: booking.id,
      kind: "REISSUED",
      at: now,
      by: subject,
      detail: `${row.id}, ${row.amount >= 0 ? `${money} from` : `${money} refunded to`} ${walletLabel(request.wallet)}`,
    });
    return done as BookingReissueRow;
  });
}

/**
 * POST /xms/v1/flight/reissue/confirm: a quoted reissue done with DEPOSIT or CREDIT_LINE
 * (one of the caller's payment modes, else 2504) paying or taking back the difference; sent
 * again (a double submit), it answers the done reissue and moves no money.
 */
export const reissueConfirm = forUser(
  endpoints.reissueConfirm,
  async (request, { ctx, subject }) => {
    const modes = await userPaymentModes(ctx.db, subject.userId);
    if (!modes.includes(request.wallet)) return refuse("2504", 400);
    try {
      const done = await reissue(ctx, subject, request);
      return done instanceof Refusal ? done : reissuePayload(done);
    } catch (error) {
      if (error instanceof SoldOut) return refuse("1000", 409);
      throw error;
    }
  },
);
