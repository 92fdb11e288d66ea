import { formatMoney, type TicketChannel } from "@wayfare/domain";
import type { BookingRow, ReviewRow } from "../db/schema";
import type { OutboxMessage } from "../outbox/outbox";

/** Every ticket of a booking carries this subject; the rate limit counts them by it. */
export function ticketSubject(bookingId: string): string {
  return `Wayfare e-ticket, booking ${bookingId}`;
}

function flightLines(review: ReviewRow): string[] {
  return review.trips.flatMap((trip) =>
    trip.segments.map(
      (segment) =>
        `${segment.airline.code} ${segment.flightNumber} ${segment.departureAirport.code}-${segment.arrivalAirport.code} ${segment.departureTime.replace("T", " ")}`,
    ),
  );
}

function passengerLines(booking: BookingRow): string[] {
  return booking.passengers.map((passenger) => {
    const name = `${passenger.title} ${passenger.firstName} ${passenger.lastName}`.trim();
    const tickets = Object.entries(passenger.ticketNumbers)
      .map(([airline, number]) => `${airline} ${number}`)
      .join(", ");
    return `${name} (${passenger.type}): ${tickets}`;
  });
}

/**
 * The ticket as one outbox message to the booking's contact: booking id, PNRs, flights,
 * passengers with their ticket numbers, and the total when asked for.
 */
export function ticketMessage(
  booking: BookingRow,
  review: ReviewRow,
  channel: TicketChannel,
  withPrice: boolean,
): OutboxMessage {
  const pnrs = Object.entries(booking.pnrs)
    .map(([airline, pnr]) => `${airline} ${pnr}`)
    .join(", ");
  const lines = [
    `Booking ${booking.id}, PNR ${pnrs}`,
    ...flightLines(review),
    ...passengerLines(booking),
    ...(withPrice ? [`Total paid ${formatMoney(booking.total)}`] : []),
  ];
  const recipient = channel === "EMAIL" ? booking.contact.email : booking.contact.mobile;
  return { channel, recipient, subject: ticketSubject(booking.id), body: lines.join("\n") };
}
