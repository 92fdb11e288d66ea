import {
  BAGGAGE_CLAIM_MESSAGES,
  type BaggageClaim,
  type BaggageClaimCase,
  type BookingBaggageClaims,
  baggageClaimRefusal,
  baggageProtectPayout,
  endpoints,
} from "@wayfare/domain";
import { asc, eq } from "drizzle-orm";
import { findReview } from "../booking/booking-payload";
import type { Database } from "../db/database";
import {
  amendments,
  type BaggageClaimRow,
  type BookingRow,
  baggageClaims,
  type ReviewRow,
} from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseInput } from "../http/refusal";
import { segmentArrivalUtc } from "./journey-times";
import { canSeeBooking } from "./visible-bookings";

/** Claim ids as the claimant sees them: "BC" and ten digits. */
function claimIdOf(id: number): string {
  return `BC${String(id).padStart(10, "0")}`;
}

function claimOf(row: BaggageClaimRow): BaggageClaim {
  return {
    claimId: claimIdOf(row.id),
    passengerId: row.passengerId,
    segmentId: row.segmentId,
    reason: row.reason,
    description: row.description,
    status: row.status,
    amount: row.amount,
    filedAt: row.filedAt.toISOString(),
  };
}

/** Each flight of the booking and the instant it lands (its claim window opens then). */
function flightsOf(review: ReviewRow) {
  return review.trips.flatMap((trip) =>
    trip.segments.map((segment) => ({
      segmentId: segment.id,
      arrival: segmentArrivalUtc(segment),
    })),
  );
}

/** Whom the booking's baggage protect covers: the passengers bought for, once paid. */
function coveredPassengerIds(booking: BookingRow): string[] {
  if (booking.paidAt === null) return [];
  return booking.protection?.baggageProtect?.passengerIds ?? [];
}

async function claimRowsOf(db: Database, bookingId: string) {
  return db
    .select()
    .from(baggageClaims)
    .where(eq(baggageClaims.bookingId, bookingId))
    .orderBy(asc(baggageClaims.filedAt), asc(baggageClaims.id));
}

/** Each passenger's flights cancelled from the booking, from its cancellations' lines. */
async function cancelledFlightsOf(db: Database, bookingId: string) {
  const rows = await db
    .select({ lines: amendments.lines })
    .from(amendments)
    .where(eq(amendments.bookingId, bookingId));
  return rows.flatMap(({ lines }) =>
    lines.flatMap(({ passengerId, segmentIds }) =>
      segmentIds.map((segmentId) => ({ passengerId, segmentId })),
    ),
  );
}

/**
 * booking-details' `baggageClaims` for the booking's viewers: each flight's arrival and the
 * claims filed; nothing when the booking has no baggage protect bought.
 */
export async function baggageClaimsOf(
  db: Database,
  booking: BookingRow,
  review: ReviewRow,
): Promise<BookingBaggageClaims | undefined> {
  if (coveredPassengerIds(booking).length === 0) return undefined;
  return {
    flights: flightsOf(review).map(({ segmentId, arrival }) => ({
      segmentId,
      arrival: arrival.toISOString(),
    })),
    claims: (await claimRowsOf(db, booking.id)).map(claimOf),
    cancelled: await cancelledFlightsOf(db, booking.id),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * POST /xms/v1/flight/baggage-claim: a booking's viewer files a baggage protect claim for a
 * covered passenger on one flight, from its arrival until 96 hours after (the domain's
 * `baggageClaimRefusal` on the service's clock), once per passenger and flight; it is
 * 'Submitted' and pays up to the payout per passenger (₹19,000 domestic, ₹66,000
 * international). Anyone else gets 1016, as for an unknown booking; a refusal of the rule is
 * 400 with its message.
 */
export const fileBaggageClaim = forUser(
  endpoints.baggageClaim,
  async ({ bookingId, passengerId, segmentId, reason, description }, { ctx, subject }) => {
    const found = await findReview(ctx.db, bookingId);
    const booking = found?.booking;
    if (!found || !booking || !(await canSeeBooking(ctx.db, subject, booking))) {
      return refuse("1016", 404);
    }
    const now = ctx.config.now();
    const claimCase: BaggageClaimCase = {
      status: booking.status,
      coveredPassengerIds: coveredPassengerIds(booking),
      flights: flightsOf(found.review),
      claimed: await claimRowsOf(ctx.db, booking.id),
      cancelled: await cancelledFlightsOf(ctx.db, booking.id),
    };
    const refused = baggageClaimRefusal(claimCase, { passengerId, segmentId }, now);
    if (refused) return refuseInput([refused]);
    try {
      const [row] = await ctx.db
        .insert(baggageClaims)
        .values({
          bookingId: booking.id,
          passengerId,
          segmentId,
          reason,
          description,
          status: "Submitted",
          amount: baggageProtectPayout(found.review.isDomestic),
          filedBy: subject.userId,
          filedAt: now,
        })
        .returning();
      if (!row) throw new Error("The claim was not written");
      return claimOf(row);
    } catch (error) {
      // Two claims for the same passenger and flight at once: the index keeps one.
      if (!isUniqueViolation(error)) throw error;
      return refuseInput([BAGGAGE_CLAIM_MESSAGES.duplicate]);
    }
  },
);
