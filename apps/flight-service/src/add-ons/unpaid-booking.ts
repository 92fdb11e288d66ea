import { addOnPassengers, holdPayNowError, type TokenSubject } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { type BookingRow, bookings, type ReviewRow, reviews } from "../db/schema";
import { Refusal, refuse } from "../http/refusal";
import { paymentInFlight } from "../payments/in-flight";
import { type AddOnFlight, addOnFlights } from "./add-on-flights";

export interface UnpaidBooking {
  booking: BookingRow;
  review: ReviewRow;
  flights: AddOnFlight[];
}

/**
 * The caller's booking while add-ons can still be chosen: booked and not yet paid (Pending
 * or On Hold) within its pay-by time. 1016 for anyone else's or an unbooked review; 1059
 * after the pay-by time; 2504 once paid or cancelled. `lock` takes the booking row's lock
 * (a payment or another add-ons request waits for it).
 */
export async function loadUnpaidBooking(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  now: Date,
  lock = false,
): Promise<UnpaidBooking | Refusal> {
  const query = db
    .select({ booking: bookings, review: reviews })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, subject.userId)));
  const [found] = lock ? await query.for("update", { of: bookings }) : await query;
  if (!found) return refuse("1016", 404);
  const { booking, review } = found;
  if (!booking.paidAt && booking.payBy && holdPayNowError(booking.payBy, now)) {
    return refuse("1059", 400);
  }
  if (booking.paidAt || (booking.status !== "Pending" && booking.status !== "On Hold")) {
    return refuse("2504", 400);
  }
  return { booking, review, flights: addOnFlights(review) };
}

/**
 * The caller's unpaid booking, locked, for a change to what it costs (add-ons, redemption,
 * protection): as loadUnpaidBooking, and 409 2504 while a card payment of it is in flight
 * (that payment is for the total as it was: it must not change under it).
 */
export async function lockUnpaidBookingToChange(
  tx: Pick<Database, "select" | "update" | "insert">,
  subject: TokenSubject,
  bookingId: string,
  now: Date,
): Promise<UnpaidBooking | Refusal> {
  const loaded = await loadUnpaidBooking(tx, subject, bookingId, now, true);
  if (loaded instanceof Refusal) return loaded;
  if (await paymentInFlight(tx, { bookingId: loaded.booking.id }, now)) return refuse("2504", 409);
  return loaded;
}

/** The booking's passengers as the add-on pages list them. */
export function passengersOf(booking: BookingRow) {
  const roles = addOnPassengers(booking.passengers.map((passenger) => passenger.type));
  return booking.passengers.map((passenger, passengerIndex) => ({
    passengerIndex,
    type: passenger.type,
    name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
    carriesInfant: roles[passengerIndex]?.carriesInfant ?? false,
  }));
}
