import { randomInt } from "node:crypto";
import {
  type AmendmentRequestPayload,
  type AmendmentRequestRequest,
  endpoints,
  type TokenSubject,
  type Trip,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import {
  type AmendmentRequestRow,
  amendmentRequests,
  type BookingRow,
  bookings,
  reviews,
} from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { notifyUser } from "../notifications/notify";
import { sendToOutbox } from "../outbox/outbox";
import { amendmentRequestedEmail } from "../outbox/templates/amendment";
import { NO_BOOKING, refuseGuestCancellation } from "./cancellation-subject";
import { canSeeBooking } from "./visible-bookings";

const newRequestId = () => `AR${randomInt(10 ** 9, 10 ** 10)}`;

function payload(row: AmendmentRequestRow): AmendmentRequestPayload {
  return {
    requestId: row.id,
    bookingId: row.bookingId,
    amendmentType: row.type as AmendmentRequestPayload["amendmentType"],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every segment named is the booking's and every passenger id one of its passengers. */
export function namesOnlyTheBooking(
  request: Pick<AmendmentRequestRequest, "segments">,
  booking: BookingRow,
  trips: Trip[],
) {
  const segmentIds = new Set(trips.flatMap((trip) => trip.segments.map((s) => s.id)));
  return request.segments.every(
    (segment) =>
      segmentIds.has(segment.segmentId) &&
      segment.passengerIds.every((id) => Number(id) <= booking.passengers.length),
  );
}

const sameRequest = (row: AmendmentRequestRow, request: AmendmentRequestRequest) =>
  row.type === request.amendmentType &&
  JSON.stringify(row.segments) === JSON.stringify(request.segments) &&
  (row.correction ?? undefined) === request.correction &&
  (row.remarks ?? undefined) === request.remarks;

/** The same request raised before on this booking, answered as it was. */
export async function repeatedRequest(
  tx: Transaction,
  bookingId: string,
  request: AmendmentRequestRequest,
) {
  const earlier = await tx
    .select()
    .from(amendmentRequests)
    .where(eq(amendmentRequests.bookingId, bookingId));
  const repeated = earlier.find((row) => sameRequest(row, request));
  return repeated ? payload(repeated) : undefined;
}

/** Who raised a request: the signed-in user, or the traveller through a shared journey link. */
export interface RaisedBy {
  userId: string;
  journeyShareId?: string;
}

/**
 * On the locked booking, checked by the caller: the request recorded (the same request sent
 * again answers the first) and its confirmation emailed to the booking's contact.
 */
export async function recordAmendmentRequest(
  tx: Transaction,
  ctx: ServiceContext,
  booking: BookingRow,
  request: AmendmentRequestRequest,
  by: RaisedBy,
) {
  const repeated = await repeatedRequest(tx, booking.id, request);
  if (repeated) return repeated;
  const [row] = await tx
    .insert(amendmentRequests)
    .values({
      id: newRequestId(),
      bookingId: booking.id,
      userId: by.userId,
      journeyShareId: by.journeyShareId ?? null,
      type: request.amendmentType,
      segments: request.segments,
      correction: request.correction ?? null,
      remarks: request.remarks ?? null,
      createdAt: ctx.config.now(),
    })
    .returning();
  if (!row) throw new Error("amendment request not written");
  const raised = { kind: "REQUEST_RAISED", bookingId: booking.id, requestId: row.id } as const;
  await notifyUser(tx, booking.userId, raised, row.createdAt);
  await sendToOutbox(tx, [
    {
      channel: "EMAIL",
      recipient: booking.contact.email,
      ...amendmentRequestedEmail(booking, row),
    },
  ]);
  return payload(row);
}

/** On a locked, ticketed booking the caller may act on (decision 0029). */
async function raise(ctx: ServiceContext, subject: TokenSubject, request: AmendmentRequestRequest) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, trips: reviews.trips })
      .from(bookings)
      .innerJoin(reviews, eq(reviews.id, bookings.id))
      .where(eq(bookings.id, request.bookingId))
      .for("update", { of: bookings });
    if (!found || !(await canSeeBooking(tx, subject, found.booking))) return NO_BOOKING();
    const { booking, trips } = found;
    if (booking.status !== "Success" || !namesOnlyTheBooking(request, booking, trips)) {
      return refuse("2504", 400);
    }
    return recordAmendmentRequest(tx, ctx, booking, request, { userId: subject.userId });
  });
}

/** POST /xms/v1/flight/amendment/request: a date change, class change or other amendment asked for. */
export const amendmentRequest = forUser(
  endpoints.amendmentRequest,
  async (request, { ctx, subject }) =>
    refuseGuestCancellation(subject) ?? raise(ctx, subject, request),
);
