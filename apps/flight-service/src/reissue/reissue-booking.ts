import { reissueBlock, type TokenSubject, type Trip } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { Database } from "../db/database";
import { amendments, type BookingRow, bookings, type ReviewRow, reviews } from "../db/schema";
import { type Refusal, refuse } from "../http/refusal";

export interface ReissueLeg {
  booking: BookingRow;
  review: ReviewRow;
  trip: Trip;
  departure: Date;
}

const BLOCKED = {
  "no-show": () => refuse("WF111", 400),
  departed: () => refuse("WF112", 400),
  "not-ticketed": () => refuse("2504", 400),
} as const;

/**
 * A journey leg of a booking the signed-in caller may act on (decision 0029) that may be
 * reissued now (the domain's reissueBlock: 8042 no-show, 8037 departed, 2504 not ticketed):
 * 403 for a guest visitor, 1016 for anyone else's booking, 2504 for a leg that is not there
 * or has a passenger cancelled on it. `lock` takes the booking row's lock.
 */
export async function loadReissueLeg(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  tripIndex: number,
  now: Date,
  lock = false,
): Promise<ReissueLeg | Refusal> {
  const visitor = refuseVisitor(subject);
  if (visitor) return visitor;
  const query = db
    .select({ booking: bookings, review: reviews })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .where(eq(bookings.id, bookingId));
  const [found] = lock ? await query.for("update", { of: bookings }) : await query;
  if (!found || !(await canSeeBooking(db, subject, found.booking))) return refuse("1016", 404);
  const trip = found.review.trips[tripIndex];
  const first = trip?.segments[0];
  if (!trip || !first) return refuse("2504", 400);
  const departure = segmentDepartureUtc(first);
  const blocked = reissueBlock(found.booking.status, departure, now);
  if (blocked) return BLOCKED[blocked]();
  const cancelled = await db
    .select({ lines: amendments.lines })
    .from(amendments)
    .where(eq(amendments.bookingId, bookingId));
  const partly = cancelled.some(({ lines }) => lines.some((line) => line.tripIndex === tripIndex));
  if (partly) return refuse("2504", 400);
  return { ...found, trip, departure };
}

/** The shape a change is judged on: date, cabin and route of a leg. */
export function legShape(trip: Trip) {
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  return {
    date: first?.departureTime.slice(0, 10) ?? "",
    cabinClass: trip.prices[0]?.fareDetails.ADULT.cabinClass ?? "",
    from: first?.departureAirport.code ?? "",
    to: last?.arrivalAirport.code ?? "",
  };
}
