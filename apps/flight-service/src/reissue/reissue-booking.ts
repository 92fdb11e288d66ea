import { reissueBlock, type TokenSubject, type Trip } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { segmentDepartureUtc } from "../after-booking/journey-times";
import type { Database } from "../db/database";
import { amendments, type BookingRow, type ReviewRow } from "../db/schema";
import { Refusal, refuse } from "../http/refusal";
import { loadActionableBooking } from "../modify-booking/ticketed-booking";

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
 * A journey leg of a booking the caller may act on (loadActionableBooking: 403 for a guest
 * visitor, 1016 for anyone else's) that may be reissued now (the domain's reissueBlock: 8042
 * no-show, 8037 departed, 2504 not ticketed); 2504 for a leg that is not there or has a
 * passenger cancelled on it. `lock` takes the booking row's lock.
 */
export async function loadReissueLeg(
  db: Pick<Database, "select">,
  subject: TokenSubject,
  bookingId: string,
  tripIndex: number,
  now: Date,
  lock = false,
): Promise<ReissueLeg | Refusal> {
  const found = await loadActionableBooking(db, subject, bookingId, lock);
  if (found instanceof Refusal) return found;
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
