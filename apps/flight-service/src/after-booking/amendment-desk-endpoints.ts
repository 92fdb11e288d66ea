import {
  type AmendmentProcessData,
  type AmendmentQueuePayload,
  endpoints,
  mayProcessAmendmentRequests,
  NAME_CORRECTION_MESSAGES,
  type NameCorrection,
  nameCorrectionIssues,
  type TokenSubject,
  type Trip,
} from "@wayfare/domain";
import { asc, eq } from "drizzle-orm";
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
import { type Refusal, refuse } from "../http/refusal";
import { notifyUser } from "../notifications/notify";
import { sendToOutbox } from "../outbox/outbox";
import { amendmentProcessedEmail } from "../outbox/templates/amendment";
import { logBooking } from "./booking-log";

/** A booking's passengers are numbered from 1 in the booking's order. */
const passengerIdOf = (index: number) => String(index + 1);

/** The queue's length at most: the oldest requests first. */
const QUEUE_LIMIT = 100;

type QueuedRequest = AmendmentQueuePayload["requests"][number];

function queued(row: AmendmentRequestRow, booking: BookingRow, trips: Trip[]): QueuedRequest {
  const segments = new Map(
    trips.flatMap((trip) => trip.segments).map((segment) => [segment.id, segment]),
  );
  const route = row.segments
    .map(({ segmentId }) => segments.get(segmentId))
    .map((segment) => `${segment?.departureAirport.code}-${segment?.arrivalAirport.code}`);
  const ids = new Set(row.segments.flatMap((segment) => segment.passengerIds));
  const travellers = booking.passengers.flatMap((p, index) =>
    ids.has(passengerIdOf(index))
      ? [
          {
            passengerId: passengerIdOf(index),
            name: `${p.title} ${p.firstName} ${p.lastName}`.trim(),
          },
        ]
      : [],
  );
  return {
    requestId: row.id,
    bookingId: row.bookingId,
    amendmentType: row.type as QueuedRequest["amendmentType"],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    segments: row.segments,
    passengerNames: travellers.map((traveller) => traveller.name),
    travellers,
    route: [...new Set(route)].join(", "),
    correction: row.correction,
    remarks: row.remarks,
    contactEmail: booking.contact.email,
  };
}

/** Not the desk: the endpoint is not there for them (a 403 would end their session, F§4). */
const notTheDesk = (subject: TokenSubject) =>
  mayProcessAmendmentRequests(subject.role) ? undefined : refuse("404", 404);

async function queue(ctx: ServiceContext) {
  const rows = await ctx.db
    .select({ request: amendmentRequests, booking: bookings, trips: reviews.trips })
    .from(amendmentRequests)
    .innerJoin(bookings, eq(bookings.id, amendmentRequests.bookingId))
    .innerJoin(reviews, eq(reviews.id, amendmentRequests.bookingId))
    .where(eq(amendmentRequests.status, "REQUESTED"))
    .orderBy(asc(amendmentRequests.createdAt))
    .limit(QUEUE_LIMIT);
  return { requests: rows.map((row) => queued(row.request, row.booking, row.trips)) };
}

/** POST /xms/v1/flight/amendment/queue: the requests waiting for the travel desk. */
export const amendmentQueue = forUser(
  endpoints.amendmentQueue,
  async (_data, { ctx, subject }) => notTheDesk(subject) ?? queue(ctx),
);

function processed(row: AmendmentRequestRow) {
  return {
    requestId: row.id,
    bookingId: row.bookingId,
    amendmentType: row.type as QueuedRequest["amendmentType"],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    note: row.note ?? "",
    processedAt: (row.processedAt ?? row.createdAt).toISOString(),
  };
}

/**
 * On the locked request: closed once, with the note emailed to the booking's contact. The
 * same closing sent again answers it; a different one for a closed request is 2504.
 */
async function close(ctx: ServiceContext, subject: TokenSubject, form: AmendmentProcessData) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: amendmentRequests, booking: bookings })
      .from(amendmentRequests)
      .innerJoin(bookings, eq(bookings.id, amendmentRequests.bookingId))
      .where(eq(amendmentRequests.id, form.requestId))
      .for("update", { of: amendmentRequests });
    if (!found) return refuse("1016", 404);
    const { request, booking } = found;
    if (request.status !== "REQUESTED") {
      const same = request.status === form.outcome && request.note === form.note;
      return same ? processed(request) : refuse("2504", 409);
    }
    if (form.nameCorrection) {
      const at = ctx.config.now();
      const refused = await correctName(tx, { request, booking }, form.nameCorrection, subject, at);
      if (refused) return refused;
    }
    const [row] = await tx
      .update(amendmentRequests)
      .set({
        status: form.outcome,
        note: form.note,
        processedBy: subject.userId,
        processedAt: ctx.config.now(),
      })
      .where(eq(amendmentRequests.id, request.id))
      .returning();
    if (!row) throw new Error(`amendment request ${request.id} not closed`);
    const verdict = form.outcome === "COMPLETED" ? "done" : "refused";
    const email = amendmentProcessedEmail(booking, row, verdict, form.note);
    await sendToOutbox(tx, [{ channel: "EMAIL", recipient: booking.contact.email, ...email }]);
    const answered = { bookingId: booking.id, requestId: row.id, verdict } as const;
    await notifyUser(
      tx,
      booking.userId,
      { kind: "REQUEST_ANSWERED", ...answered },
      row.processedAt ?? ctx.config.now(),
    );
    return processed(row);
  });
}

/**
 * The desk's corrected name on the booking (and so on its e-ticket), logged with the name it
 * replaced: only for a correction request, for one of its travellers, within the domain's
 * correction rule. Checked before the request is closed, so a refusal leaves it open.
 */
async function correctName(
  tx: Transaction,
  { request, booking }: { request: AmendmentRequestRow; booking: BookingRow },
  correction: NameCorrection,
  subject: TokenSubject,
  at: Date,
): Promise<Refusal | undefined> {
  const refusal = (message: string) => refuse("WF100", 400, message);
  if (request.type !== "CORRECTION") return refusal(NAME_CORRECTION_MESSAGES.notACorrection);
  const requested = request.segments.some((segment) =>
    segment.passengerIds.includes(correction.passengerId),
  );
  const index = Number(correction.passengerId) - 1;
  const passenger = booking.passengers[index];
  if (!requested || !passenger) return refusal(NAME_CORRECTION_MESSAGES.travellerNotRequested);
  const [issue] = nameCorrectionIssues(passenger, correction);
  if (issue) return refusal(issue.message);
  const { firstName, lastName } = correction;
  const passengers = booking.passengers.map((each, at) =>
    at === index ? { ...each, firstName, lastName } : each,
  );
  await tx.update(bookings).set({ passengers }).where(eq(bookings.id, booking.id));
  const name = (names: { firstName: string; lastName: string }) =>
    `${names.firstName} ${names.lastName}`.trim();
  await logBooking(tx, {
    bookingId: booking.id,
    kind: "NAME_CORRECTED",
    at,
    by: subject,
    detail: NAME_CORRECTION_MESSAGES.applied(name(passenger), name(correction)),
  });
  return undefined;
}

/** POST /xms/v1/flight/amendment/process: the travel desk closes a request. */
export const amendmentProcess = forUser(
  endpoints.amendmentProcess,
  async (form, { ctx, subject }) => notTheDesk(subject) ?? close(ctx, subject, form),
);
