import { mayGiveFeedback } from "@wayfare/domain";
import { and, asc, eq } from "drizzle-orm";
import { baggageClaimsOf } from "../after-booking/baggage-claims";
import { bookingLogsOf } from "../after-booking/booking-log";
import { lastDepartureOf, tripFeedbackOf } from "../after-booking/trip-feedback-endpoint";
import type { Database } from "../db/database";
import {
  amendments,
  type BookingRow,
  bookingModifications,
  bookingReissues,
  miscellaneousCharges,
  type ReviewRow,
} from "../db/schema";
import { documentsOf } from "../documents/documents-of";
import { bookingPayload } from "./booking-payload";

/**
 * A booking as booking-details answers it: with its cancellations (request id, when, refund),
 * and for a viewer (not a guest lookup) its logs (who did what, when), the name and size of
 * each passenger's uploaded document, the seats, meals or baggage paid for after ticketing
 * and, with baggage protect bought, its claims.
 */
/** The seats, meals or baggage paid for after ticketing, oldest first (decision 0067). */
async function paidModificationsOf(db: Database, bookingId: string) {
  const rows = await db
    .select({
      modificationId: bookingModifications.id,
      paidAt: bookingModifications.paidAt,
      amount: bookingModifications.amount,
    })
    .from(bookingModifications)
    .where(
      and(eq(bookingModifications.bookingId, bookingId), eq(bookingModifications.status, "PAID")),
    )
    .orderBy(asc(bookingModifications.paidAt));
  return rows.map((row) => ({ ...row, paidAt: (row.paidAt as Date).toISOString() }));
}

/** The charges billed on miscellaneous invoices, oldest first (decision 0084). */
async function miscellaneousChargesOf(db: Database, bookingId: string) {
  const rows = await db
    .select()
    .from(miscellaneousCharges)
    .where(eq(miscellaneousCharges.bookingId, bookingId))
    .orderBy(asc(miscellaneousCharges.createdAt));
  return rows.map((row) => ({
    chargeId: row.id,
    description: row.description,
    issuedAt: row.createdAt.toISOString(),
    amount: row.amount,
  }));
}

/** The legs moved to another date or cabin, oldest first, with the segments they replaced. */
async function doneReissuesOf(db: Database, bookingId: string) {
  const rows = await db
    .select()
    .from(bookingReissues)
    .where(and(eq(bookingReissues.bookingId, bookingId), eq(bookingReissues.status, "DONE")))
    .orderBy(asc(bookingReissues.doneAt));
  return rows.map((row) => ({
    reissueId: row.id,
    doneAt: (row.doneAt as Date).toISOString(),
    amount: row.amount,
    kind: row.kind,
    reissuedSegments: row.oldTrip.segments.map((segment) => ({
      segmentId: segment.id,
      flight: `${segment.airline.code} ${segment.flightNumber}`,
      route: `${segment.departureAirport.code}-${segment.arrivalAirport.code}`,
      departureTime: segment.departureTime,
      status: "REISSUED" as const,
    })),
  }));
}

export async function bookingDetailsPayload(
  db: Database,
  booking: BookingRow,
  review: ReviewRow,
  reader: "viewer" | "guest",
  now: Date,
) {
  const viewer = reader === "viewer";
  const cancellations = await db
    .select({
      amendmentId: amendments.id,
      createdAt: amendments.createdAt,
      refund: amendments.refund,
    })
    .from(amendments)
    .where(eq(amendments.bookingId, booking.id))
    .orderBy(asc(amendments.createdAt));
  const logs = viewer ? { logs: await bookingLogsOf(db, booking.id) } : {};
  const payload = bookingPayload(booking, review);
  const documents = viewer ? await documentsOf(db, booking.id) : new Map();
  const baggageClaims = viewer ? await baggageClaimsOf(db, booking, review) : undefined;
  const modifications = viewer ? { modifications: await paidModificationsOf(db, booking.id) } : {};
  const feedback = viewer ? await tripFeedbackOf(db, booking.id) : undefined;
  const feedbackOpen =
    viewer &&
    !feedback &&
    mayGiveFeedback({ ...booking, lastDeparture: lastDepartureOf(review) }, now);
  const reissues = viewer ? { reissues: await doneReissuesOf(db, booking.id) } : {};
  const charges = viewer
    ? { miscellaneousCharges: await miscellaneousChargesOf(db, booking.id) }
    : {};
  return {
    ...payload,
    passengers: payload.passengers.map((passenger, index) => {
      const document = documents.get(index);
      return document ? { ...passenger, document } : passenger;
    }),
    ...logs,
    ...modifications,
    ...(feedback ? { feedback } : {}),
    ...(viewer ? { feedbackOpen } : {}),
    ...reissues,
    ...charges,
    ...(baggageClaims ? { baggageClaims } : {}),
    cancellations: cancellations.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
