import { randomInt } from "node:crypto";
import { endpoints, reissueCharges, reissueKind } from "@wayfare/domain";
import { reprice } from "../booking/reprice";
import { type BookingReissueRow, bookingReissues } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse, refuseAll, refuseInput } from "../http/refusal";
import { legShape, loadReissueLeg } from "./reissue-booking";
import { reissuePayload } from "./reissue-payload";

/**
 * POST /xms/v1/flight/reissue/quote: a journey leg of a ticketed booking moved to the flight
 * of a search result's price id, priced again from the inventory for the booking's party:
 * the change (domain reissueKind), the fare difference and the date-change fee of the old
 * fare's window (domain reissueCharges; none permitted: 1154), kept as a QUOTED reissue.
 */
export const reissueQuote = forUser(endpoints.reissueQuote, async (request, { ctx, subject }) => {
  const now = ctx.config.now();
  const leg = await loadReissueLeg(ctx.db, subject, request.bookingId, request.tripIndex, now);
  if (leg instanceof Refusal) return leg;
  const repriced = reprice([request.priceId], leg.review.paxInfo, subject, now);
  if (!repriced.ok) return refuseAll(400, repriced.errors);
  const fresh = repriced.value.legs[0];
  if (!fresh || repriced.value.legs.length !== 1) return refuse("2504", 400);
  const change = reissueKind(legShape(leg.trip), legShape(fresh.trip));
  if (!change.ok) return refuseInput([change.message]);
  const oldPrice = leg.trip.prices[0];
  if (!oldPrice) return refuse("2504", 400);
  const passengers = leg.booking.passengers.map((passenger, index) => ({
    passengerId: String(index + 1),
    type: passenger.type,
    passengerName: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`.trim(),
  }));
  const charges = reissueCharges(passengers, oldPrice, fresh.price, leg.departure, now);
  if (!charges) return refuse("WF113", 400);
  const [row] = await ctx.db
    .insert(bookingReissues)
    .values({
      id: `RI${randomInt(10 ** 11, 10 ** 12)}`,
      bookingId: leg.booking.id,
      tripIndex: request.tripIndex,
      kind: change.kind,
      quotedBy: subject.userId,
      oldTrip: leg.trip,
      newTrip: fresh.trip,
      newClaims: fresh.claims,
      window: charges.window,
      lines: charges.lines.map((line, index) => ({
        ...line,
        passengerName: passengers[index]?.passengerName ?? "",
        ticketNumbers: {},
      })),
      fareDifference: charges.fareDifference,
      changeFee: charges.changeFee,
      amount: charges.amount,
      status: "QUOTED",
      createdAt: now,
    })
    .returning();
  return reissuePayload(row as BookingReissueRow);
});
