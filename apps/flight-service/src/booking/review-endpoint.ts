import { randomInt } from "node:crypto";
import {
  catalogueError,
  POLICY_REASON_MESSAGES,
  REVIEW_VALIDITY_MINUTES,
  type ReviewRequest,
  reviewRequestSchema,
  type TokenSubject,
  type Trip,
} from "@wayfare/domain";
import { addMinutes } from "date-fns";
import type { ServiceContext } from "../context";
import { type ReviewRow, reviews } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { fareSummaryOf, reviewPayload } from "./booking-payload";
import { choseAboveLowestFare } from "./fare-policy";
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

async function review(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: ReviewRequest,
  now: Date,
): Promise<Response> {
  const paxInfo = request.passengers;
  const repriced = reprice(request.priceIds, paxInfo, subject, now);
  if (!repriced.ok) return failure(400, repriced.errors);
  const { legs, isDomestic } = repriced.value;
  const outOfPolicy = await choseAboveLowestFare(ctx.db, repriced.value, subject, now);
  if (outOfPolicy && !request.policyReason) {
    return failure(400, [{ errCode: "400", message: POLICY_REASON_MESSAGES.required }]);
  }
  const seated = paxInfo.ADULT + paxInfo.CHILD;
  const trips: Trip[] = [];
  for (const leg of legs) {
    const remaining = await seatsRemaining(ctx.db, leg.claims);
    if (remaining < seated) return failure(409, [catalogueError("1915")]);
    trips.push(withSeatsRemaining(leg, remaining));
  }
  const fareSummary = fareSummaryOf(trips);
  const oldTotal = legs.reduce((total, leg) => total + leg.quotedTotal, 0);
  const expiresAt = addMinutes(now, REVIEW_VALIDITY_MINUTES);
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
    })
    .returning();
  return success(reviewPayload(row as ReviewRow, oldTotal));
}

/**
 * POST /xms/v1/flight/review: the selected fares priced again from the inventory, seats
 * checked against what is sold, and a bookingId to book them with for 15 minutes.
 */
export async function reviewEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(reviewRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) =>
    review(ctx, subject, parsed.value.data, ctx.config.now()),
  );
}
