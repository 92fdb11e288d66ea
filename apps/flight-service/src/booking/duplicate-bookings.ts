import { duplicateBookingOf, type ExistingBooking, type PassengerNames } from "@wayfare/domain";
import { and, eq, gt, inArray, ne } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookings, type ReviewRow, reviews } from "../db/schema";

/** The user's other live bookings still to fly that share a passenger and a flight with this one. */
export async function duplicateOf(
  db: Database,
  review: ReviewRow,
  passengers: PassengerNames[],
  now: Date,
): Promise<ExistingBooking | undefined> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      passengers: bookings.passengers,
      trips: reviews.trips,
    })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .where(
      and(
        eq(bookings.userId, review.userId),
        ne(bookings.id, review.id),
        inArray(bookings.status, ["Pending", "On Hold", "Success"]),
        gt(reviews.firstDeparture, now),
      ),
    );
  return duplicateBookingOf(review.trips, passengers, rows);
}
