import { randomInt } from "node:crypto";
import {
  dynamicFieldIssues,
  endpoints,
  generatePnr,
  groupMemberOf,
  gstDetailsToSave,
  holdCharges,
  holdUntil,
  isCorporateUser,
  journeyDynamicFields,
  PASSENGER_MESSAGES,
  reportingDetails,
  type TokenSubject,
} from "@wayfare/domain";
import { addMinutes } from "date-fns";
import { eq } from "drizzle-orm";
import { onFlights, releaseExpiredBookings } from "../after-booking/expired-holds";
import { keepGstDetails } from "../after-booking/saved-gst";
import type { ServiceContext } from "../context";
import { type Database, poolMax } from "../db/database";
import { type BookedPassenger, type BookingRow, bookings, type ReviewRow } from "../db/schema";
import { documentMissing } from "../documents/documents-of";
import { KeyedArrivalOrder } from "../http/arrival-order";
import { type EndpointData, forUser, type UserCall } from "../http/handlers";
import { Refusal, refuse, refuseInput } from "../http/refusal";
import { bookingPayload } from "./booking-payload";
import { insertBooking, type NewBooking } from "./booking-statement";
import { duplicateOf } from "./duplicate-bookings";
import { employeePolicyRecord, keepEmployeePolicy } from "./employee-policy";
import { checkPassengers } from "./passenger-checks";
import { type ReviewToBook, reviewToBook } from "./review-to-book";
import { SoldOut } from "./seat-counters";

const seatsOf = (review: ReviewRow) => review.paxInfo.ADULT + review.paxInfo.CHILD;

function airlinePnrs(review: ReviewRow): Record<string, string> {
  const airlines = new Set(
    review.trips.flatMap((trip) => trip.segments.map((s) => s.airline.code)),
  );
  return Object.fromEntries([...airlines].map((code) => [code, generatePnr(randomInt)]));
}

/**
 * Creates the booking of a review in one statement (insertBooking), with the GST details to
 * keep in the same transaction when there are any. A second submit of the same bookingId
 * waits on the booking's key for the first one's commit, then answers the booking the first
 * one made (or books, had the first one rolled back).
 */
async function createBooking(
  ctx: ServiceContext,
  review: ReviewRow,
  values: Omit<typeof bookings.$inferInsert, "id" | "userId" | "pnrs" | "total">,
  by: TokenSubject,
  gstToSave: ReturnType<typeof gstDetailsToSave>,
): Promise<BookingRow> {
  const booking: NewBooking = {
    row: {
      ...values,
      id: review.id,
      userId: review.userId,
      pnrs: airlinePnrs(review),
      total: review.total + (values.holdCharges ?? 0),
    },
    claims: review.seatClaims,
    seats: seatsOf(review),
    logs: values.status === "On Hold" ? ["BOOKED", "HELD"] : ["BOOKED"],
    at: values.createdAt,
    by,
  };
  const made = gstToSave
    ? await ctx.db.transaction(async (tx) => {
        const created = await insertBooking(tx, booking);
        if (created) await keepGstDetails(tx, by, gstToSave, values.createdAt);
        return created;
      })
    : await insertBooking(ctx.db, booking);
  if (made) return made;
  // Made by a concurrent submit of this bookingId, committed before the insert went on.
  const [existing] = await ctx.db.select().from(bookings).where(eq(bookings.id, review.id));
  if (!existing) throw new Error(`booking ${review.id} neither inserted nor found`);
  return existing;
}

/**
 * Books of the same fare classes, at most half the pool at once per process, the others
 * waiting in arrival order (docs/decisions/0043, rounds 4 and 5). Their statements serialise
 * on the classes' counter rows anyway; the rest of the pool stays for the other classes and
 * for refusals, so a class whose counter row is held cannot hold up the others.
 */
const perClassLimit = () => Math.max(1, Math.floor(poolMax() / 2));
const bookingQueues = new WeakMap<Database, KeyedArrivalOrder>();
function bookingQueue(db: Database): KeyedArrivalOrder {
  let queue = bookingQueues.get(db);
  if (!queue) {
    queue = new KeyedArrivalOrder(perClassLimit);
    bookingQueues.set(db, queue);
  }
  return queue;
}
const classesOf = (review: ReviewRow) =>
  review.seatClaims
    .map((c) => `${c.flightNumber}|${c.flightDate}|${c.cabinClass}|${c.bookingClass}`)
    .sort()
    .join(" ");

/**
 * The answer a plain read of the review already gives: none, its booking, expired, or (the
 * class full, no lapsed hold to release) 1915 — without a transaction or a wait on the
 * counter rows, and before the passengers are checked.
 */
function answerFromRead(found: ReviewToBook | undefined, now: Date) {
  if (!found) return refuse("2504", 404);
  const { review, booking } = found;
  if (booking) return bookingPayload(booking, review);
  if (review.expiresAt <= now) return refuse("2503", 400);
  if (found.open < seatsOf(review) && !found.expiredHolds) return soldOut();
  return undefined;
}

const soldOut = () => refuse("1915", 409);
const isSoldOut = (answer: unknown) =>
  answer instanceof Refusal && answer.errors.some((error) => error.errCode === "1915");

/**
 * POST /xms/v1/flight/book: the reviewed trips booked for the passengers, On Hold until a
 * time or Pending payment, with one PNR per airline. Idempotent per bookingId. A class full
 * before the request came is refused from the first read, before any queue; the others
 * queue by fare classes (inTurn).
 */
export const flightBook = forUser(endpoints.flightBook, async (request, call) => {
  const { ctx, subject } = call;
  const now = ctx.config.now();
  const first = await reviewToBook(ctx.db, request.bookingId, subject.userId, now);
  const early = answerFromRead(first, now);
  if (early) return early;
  return inTurn(request, call, first as ReviewToBook, now);
});

/**
 * The book in its turn among the books of its classes. One that waited reads again. Once a
 * book finds its classes sold out, the books still waiting behind it are let in at once and
 * read together (GroupedReads) rather than one after the other: each answers from its own
 * read taken after the class filled (its booking, 1915), or, seats freed meanwhile (a
 * booking that failed, a lapsed hold), waits for a turn again.
 */
function inTurn(
  request: EndpointData<typeof endpoints.flightBook>,
  call: UserCall,
  read: ReviewToBook,
  now: Date,
): ReturnType<typeof book> {
  const queue = bookingQueue(call.ctx.db);
  const classes = classesOf(read.review);
  return queue.run(classes, async (turn) => {
    const found =
      turn === "at once"
        ? read
        : await reviewToBook(call.ctx.db, read.review.id, call.subject.userId, now);
    const early = answerFromRead(found, now);
    if (!early && turn === "let in") return inTurn(request, call, found as ReviewToBook, now);
    const answer = early ?? (await book(request, call, found as ReviewToBook, now));
    if (isSoldOut(answer)) queue.letWaitingIn(classes);
    return answer;
  });
}

/** The book of a review whose read left seats: the passengers checked, then the booking. */
async function book(
  request: EndpointData<typeof endpoints.flightBook>,
  { ctx, subject }: UserCall,
  read: ReviewToBook,
  now: Date,
) {
  let found: ReviewToBook | undefined = read;
  const { review } = read;
  // When seats seem left, insertBooking decides the race.
  const short = read.open < seatsOf(review);
  const checked = checkPassengers(review, request.passengers, {
    corporate: isCorporateUser(groupMemberOf(subject)),
  });
  if (!checked.ok) return checked.refusal;
  const asked = journeyDynamicFields({ tripInfos: review.trips });
  const given = request.dynamicFields ?? {};
  const fieldIssues = dynamicFieldIssues(given, asked);
  if (fieldIssues.length > 0) return refuseInput(fieldIssues.map((issue) => issue.message));
  if (await documentMissing(ctx.db, review.id, checked.passengers)) {
    return refuseInput([PASSENGER_MESSAGES.documentNotUploaded]);
  }
  const employeePolicy = await employeePolicyRecord(ctx, subject, review, request, now);
  if (employeePolicy instanceof Refusal) return employeePolicy;
  if (!request.allowDuplicate) {
    const duplicate = await duplicateOf(ctx.db, review, checked.passengers, now);
    if (duplicate) return refuse("WF107", 409, duplicate.bookingId);
  }
  const payBy = request.hold
    ? holdUntil(now, review.firstDeparture)
    : addMinutes(now, ctx.config.sessionMinutes);
  if (!payBy) return refuse("WF101", 400);
  const passengers: BookedPassenger[] = checked.passengers.map(
    ({ type, title, firstName = "", lastName = "", dob, ...details }) => ({
      type,
      title,
      firstName,
      lastName,
      dob,
      ticketNumbers: {},
      details,
    }),
  );
  const gst = request.gst?.gstNumber ? request.gst : undefined;
  if (short) {
    await releaseExpiredBookings(ctx.db, now, onFlights(review.seatClaims));
    found = await reviewToBook(ctx.db, review.id, subject.userId, now);
    // Meanwhile booked by a concurrent submit of this very bookingId.
    if (found?.booking) return bookingPayload(found.booking, review);
  }
  if (!found || found.open < seatsOf(review)) return soldOut();
  // Kept before the booking is made: a booking that then fails leaves it on an unbooked review,
  // which the report does not read, and a retry writes it again.
  if (employeePolicy) await keepEmployeePolicy(ctx.db, review.id, employeePolicy);
  try {
    const created = await createBooking(
      ctx,
      review,
      {
        status: request.hold ? "On Hold" : "Pending",
        holdCharges: request.hold ? holdCharges(review.trips, passengers.length) : 0,
        reportingDetails: reportingDetails(asked, given),
        passengers,
        contact: { ...request.contact, ...(gst ? { gst } : {}) },
        payBy,
        createdAt: now,
      },
      subject,
      gstDetailsToSave(gst, request.saveGst),
    );
    return bookingPayload(created, review);
  } catch (error) {
    if (error instanceof SoldOut) return soldOut();
    throw error;
  }
}
