import {
  CUSTOMER_JOURNEY_MESSAGES,
  type CustomerJourneyPayload,
  type CustomerRequestData,
  customerRequestSegments,
  endpoints,
  isRequestRaised,
  type PendingCustomerRequest,
  type Trip,
} from "@wayfare/domain";
import { and, asc, eq } from "drizzle-orm";
import {
  namesOnlyTheBooking,
  recordAmendmentRequest,
  repeatedRequest,
} from "../after-booking/amendment-request-endpoint";
import type { ServiceContext } from "../context";
import type { Database, Transaction } from "../db/database";
import {
  amendmentRequests,
  type BookingRow,
  bookings,
  type CustomerJourneyShareRow,
  reviews,
  users,
} from "../db/schema";
import { forAnyone } from "../http/handlers";
import { refuse } from "../http/refusal";
import { liveShare } from "./journey-token";

/** A link never made, or revoked: the same answer, so a guess learns nothing. */
const LINK_INVALID = () => refuse("WF100", 404, CUSTOMER_JOURNEY_MESSAGES.linkInvalid);

type Reader = Pick<Database | Transaction, "select">;

async function pendingRequests(db: Reader, bookingId: string) {
  const rows = await db
    .select()
    .from(amendmentRequests)
    .where(
      and(eq(amendmentRequests.bookingId, bookingId), eq(amendmentRequests.status, "REQUESTED")),
    )
    .orderBy(asc(amendmentRequests.createdAt));
  return rows.map((row) => ({
    requestId: row.id,
    amendmentType: row.type as CustomerJourneyPayload["pendingRequests"][number]["amendmentType"],
    status: row.status,
    segmentIds: row.segments.map((segment) => segment.segmentId),
    createdAt: row.createdAt.toISOString(),
  }));
}

const segmentIdsOf = (trips: Trip[]) =>
  trips.flatMap((trip) => trip.segments.map((segment) => segment.id));

const requestSegments = (booking: BookingRow, trips: Trip[], pending: PendingCustomerRequest[]) =>
  customerRequestSegments(segmentIdsOf(trips), booking.status, pending);

/** Only what J§3 lists for the traveller: the agent, the flights, names, and the price if shown. */
async function journey(ctx: ServiceContext, share: CustomerJourneyShareRow) {
  const [found] = await ctx.db
    .select({ booking: bookings, trips: reviews.trips, agent: users })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .innerJoin(users, eq(users.id, share.sharedBy))
    .where(eq(bookings.id, share.bookingId));
  if (!found) return LINK_INVALID();
  const { booking, trips, agent } = found;
  const pending = await pendingRequests(ctx.db, booking.id);
  const passengers = booking.passengers.map((passenger, index) => ({
    id: String(index + 1),
    name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`.trim(),
  }));
  return {
    bookingId: booking.id,
    bookingUserId: booking.userId,
    bookingStatus: booking.status,
    agentName: agent.name,
    email: agent.email,
    mobile: agent.mobile ?? agent.profile.phone ?? "",
    logo: agent.additionalInfo.logoUrl ?? null,
    showPrice: share.showPrice,
    totalFare: share.showPrice ? booking.total : null,
    customerTripInfos: trips.flatMap((trip) =>
      trip.segments.map((segment) => ({ segment, passengers })),
    ),
    isRequestRaised: isRequestRaised(pending),
    pendingRequests: pending,
    segments: requestSegments(booking, trips, pending),
  } satisfies CustomerJourneyPayload;
}

/** POST /xms/v1/customer-journey-details/ (J§7): the shared booking's journey page. */
export const customerJourneyDetails = forAnyone(
  endpoints.customerJourneyDetails,
  async ({ token }, { ctx }) => {
    const share = await liveShare(ctx.db, token);
    return share ? journey(ctx, share) : LINK_INVALID();
  },
);

/**
 * On the locked booking of a live link: one segment's request, recorded as the travel desk's
 * amendment request (decision 0027) with the link it came from; the same request again
 * answers the first.
 */
async function raise(ctx: ServiceContext, data: CustomerRequestData) {
  return ctx.db.transaction(async (tx) => {
    const share = await liveShare(tx, data.token);
    if (!share) return LINK_INVALID();
    const [found] = await tx
      .select({ booking: bookings, trips: reviews.trips })
      .from(bookings)
      .innerJoin(reviews, eq(reviews.id, bookings.id))
      .where(eq(bookings.id, share.bookingId))
      .for("update", { of: bookings });
    if (!found) return LINK_INVALID();
    const { booking, trips } = found;
    const request = {
      bookingId: booking.id,
      amendmentType: data.amendmentType,
      segments: [{ segmentId: data.segmentId, passengerIds: data.passengerIds }],
      correction: data.correction,
      remarks: data.remarks,
    };
    if (!namesOnlyTheBooking(request, booking, trips)) return refuse("2504", 400);
    const repeated = await repeatedRequest(tx, booking.id, request);
    if (repeated) return { ...repeated, isRequestRaised: true as const };
    const segment = requestSegments(booking, trips, await pendingRequests(tx, booking.id)).find(
      (entry) => entry.segmentId === data.segmentId,
    );
    if (segment?.autofillError) return refuse("WF100", 409, segment.autofillError);
    const by = { userId: booking.userId, journeyShareId: share.id };
    const raised = await recordAmendmentRequest(tx, ctx, booking, request, by);
    return { ...raised, isRequestRaised: true as const };
  });
}

/** POST /xms/v1/create-customer-request (J§7): authorised by the shared link's token alone. */
export const createCustomerRequest = forAnyone(
  endpoints.createCustomerRequest,
  async (data, { ctx }) => raise(ctx, data),
);
