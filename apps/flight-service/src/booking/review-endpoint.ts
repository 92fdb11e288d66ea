import { randomInt } from "node:crypto";
import { endpoints, type Trip } from "@wayfare/domain";
import { addMinutes } from "date-fns";
import { type ReviewRow, reviews } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseAll } from "../http/refusal";
import { allotmentsOnSale } from "../supplier/allotment-claims";
import { fareSummaryOf, reviewPayload } from "./booking-payload";
import { assignedPolicyBreaches, choseAboveLowestFare } from "./fare-policy";
import { type RepricedLeg, reprice } from "./reprice";
import { seatsRemaining } from "./seat-counters";

export function newBookingId(): string {
  return `WF${randomInt(10 ** 12, 10 ** 13)}`;
}

function withSeatsRemaining(leg: RepricedLeg, remaining: number): Trip {
  const fareDetails = Object.fromEntries(
    Object.entries(leg.price.fareDetails).map(([type, detail]) => [
      type,
      { ...detail, seatsRemaining: remaining },
    ]),
  ) as typeof leg.price.fareDetails;
  return { ...leg.trip, prices: [{ ...leg.price, fareDetails }] };
}

/**
 * POST /xms/v1/flight/review: the selected fares priced again from the inventory, seats
 * checked against what is sold, and a bookingId to book them with for the session's minutes (30 by default).
 */
export const flightReview = forUser(endpoints.flightReview, async (request, { ctx, subject }) => {
  const now = ctx.config.now();
  const paxInfo = request.passengers;
  const allotments = await allotmentsOnSale(ctx.db, request.priceIds);
  const repriced = reprice(request.priceIds, paxInfo, subject, now, allotments);
  if (!repriced.ok) return refuseAll(400, repriced.errors);
  const { legs, isDomestic } = repriced.value;
  const [aboveLowest, breaches] = await Promise.all([
    choseAboveLowestFare(ctx.db, repriced.value, subject, now),
    assignedPolicyBreaches(ctx.db, repriced.value, subject, now),
  ]);
  const outOfPolicy = aboveLowest || breaches.length > 0;
  if (outOfPolicy && !request.policyReason) return refuse("WF103", 400);
  const seated = paxInfo.ADULT + paxInfo.CHILD;
  const trips: Trip[] = [];
  for (const leg of legs) {
    const remaining = await seatsRemaining(ctx.db, leg.claims);
    if (remaining < seated) return refuse("1915", 409);
    trips.push(withSeatsRemaining(leg, remaining));
  }
  const fareSummary = fareSummaryOf(trips);
  const oldTotal = legs.reduce((total, leg) => total + leg.quotedTotal, 0);
  const expiresAt = addMinutes(now, ctx.config.sessionMinutes);
  const bookingId = newBookingId();
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      id: bookingId,
      userId: subject.userId,
      paxInfo,
      trips,
      seatClaims: legs.flatMap((leg) => leg.claims),
      isDomestic,
      total: fareSummary.total,
      firstDeparture: new Date(Math.min(...legs.map((leg) => leg.firstDepartureUtc))),
      expiresAt,
      createdAt: now,
      policyReason: outOfPolicy ? request.policyReason : null,
      policyBreaches: breaches,
    })
    .returning();
  return reviewPayload(row as ReviewRow, oldTotal);
});
