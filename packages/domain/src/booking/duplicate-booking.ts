import { normalisePassengerName, type PassengerNames } from "../passengers/names";
import type { Trip } from "../results/trip-schema";
import type { BookingStatus } from "./booking-status";

/** J§2 Passenger details: the prompt before booking the same people on the same flight twice. */
export const DUPLICATE_BOOKING_PROMPT = "Do you want to continue booking?";
/** The service's answer to such a booking, until the booker says yes (`allowDuplicate`). */
export const DUPLICATE_BOOKING_ERROR_CODE = "409";

/** Bookings that still hold or will hold seats: a cancelled one is no duplicate. */
const LIVE_STATUSES: ReadonlySet<BookingStatus> = new Set(["Pending", "On Hold", "Success"]);

export interface ExistingBooking {
  bookingId: string;
  status: BookingStatus;
  trips: Pick<Trip, "segments">[];
  passengers: PassengerNames[];
}

function flightKeys(trips: Pick<Trip, "segments">[]): Set<string> {
  return new Set(
    trips.flatMap((trip) =>
      trip.segments.map(
        (s) => `${s.airline.code}${s.flightNumber} ${s.departureTime.slice(0, 10)}`,
      ),
    ),
  );
}

function nameKey({ firstName = "", lastName = "" }: PassengerNames): string {
  return normalisePassengerName(`${firstName} ${lastName}`);
}

/**
 * The first live booking that has one of these passengers (same name) on one of these
 * flights (same airline, number and local date), if any.
 */
export function duplicateBookingOf(
  trips: Pick<Trip, "segments">[],
  passengers: PassengerNames[],
  existing: ExistingBooking[],
): ExistingBooking | undefined {
  const flights = flightKeys(trips);
  const names = new Set(passengers.map(nameKey));
  return existing.find(
    (booking) =>
      LIVE_STATUSES.has(booking.status) &&
      [...flightKeys(booking.trips)].some((flight) => flights.has(flight)) &&
      booking.passengers.some((passenger) => names.has(nameKey(passenger))),
  );
}

/** The service's message: which booking it is, then the prompt. */
export function duplicateBookingMessage(bookingId: string): string {
  return `You already have booking ${bookingId} for the same passenger on the same flight. ${DUPLICATE_BOOKING_PROMPT}`;
}
