import type { TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { addOnFlights } from "../add-ons/add-on-flights";
import { loadUnpaidBooking, type UnpaidBooking } from "../add-ons/unpaid-booking";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { Database } from "../db/database";
import { type BookingRow, bookings, type ReviewRow, reviews } from "../db/schema";
import { Refusal, refuse } from "../http/refusal";

/** A ticketed booking with its flights, as the add-ons see it. */
export type TicketedBooking = UnpaidBooking;

/**
 * A booking and its review that the signed-in caller may act on (their own or their
 * organisation's, decision 0029), for what is changed after ticketing: 403 for a guest
 * visitor, 1016 for a booking they cannot see. `lock` takes the booking row's lock for the
 * rest of the transaction.
 */
export async function loadActionableBooking(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  lock = false,
): Promise<{ booking: BookingRow; review: ReviewRow } | Refusal> {
  const visitor = refuseVisitor(subject);
  if (visitor) return visitor;
  const found = await bookingAndReview(db, bookingId, lock);
  if (!found || !(await canSeeBooking(db, subject, found.booking))) return refuse("1016", 404);
  return found;
}

/** A booking and its review, whoever asks (`lock`: its row locked for the transaction). */
async function bookingAndReview(
  db: Pick<Database, "select">,
  bookingId: string,
  lock: boolean,
): Promise<{ booking: BookingRow; review: ReviewRow } | undefined> {
  const query = db
    .select({ booking: bookings, review: reviews })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .where(eq(bookings.id, bookingId));
  const [found] = lock ? await query.for("update", { of: bookings }) : await query;
  return found;
}

/** A booking with its flights, whoever asks (`lock`: its row locked for the transaction). */
export async function bookingWithFlights(
  db: Pick<Database, "select">,
  bookingId: string,
  lock: boolean,
): Promise<TicketedBooking | undefined> {
  const found = await bookingAndReview(db, bookingId, lock);
  return found ? { ...found, flights: addOnFlights(found.review) } : undefined;
}

/**
 * A ticketed booking the caller may act on (loadActionableBooking), for seats, meals and
 * baggage added after ticketing: 2504 unless it is ticketed (Success).
 */
export async function loadTicketedBooking(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  lock = false,
): Promise<TicketedBooking | Refusal> {
  const found = await loadActionableBooking(db, subject, bookingId, lock);
  if (found instanceof Refusal) return found;
  if (found.booking.status !== "Success") return refuse("2504", 400);
  return { ...found, flights: addOnFlights(found.review) };
}

/**
 * The booking the seat map and SSR catalogue are for: unpaid (before payment), else
 * ticketed (for seats, meals and baggage added after it); the unpaid refusal otherwise.
 */
export async function loadAddOnBooking(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  now: Date,
): Promise<UnpaidBooking | Refusal> {
  const unpaid = await loadUnpaidBooking(db, subject, bookingId, now);
  if (!(unpaid instanceof Refusal)) return unpaid;
  const ticketed = await loadTicketedBooking(db, subject, bookingId);
  return ticketed instanceof Refusal ? unpaid : ticketed;
}
