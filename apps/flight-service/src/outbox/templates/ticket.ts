import { formatMoney, type TicketChannel } from "@wayfare/domain";
import type { BookingRow, ReviewRow } from "../../db/schema";
import type { OutboxMessage } from "../outbox";
import { emailDocument, html, list } from "./html";

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
 * passengers with their ticket numbers, and the total when asked for; by email also as HTML.
 */
export function ticketMessage(
  booking: BookingRow,
  review: ReviewRow,
  channel: TicketChannel,
  withPrice: boolean,
): OutboxMessage {
  const subject = ticketSubject(booking.id);
  const pnrs = Object.entries(booking.pnrs)
    .map(([airline, pnr]) => `${airline} ${pnr}`)
    .join(", ");
  const flights = flightLines(review);
  const passengers = passengerLines(booking);
  const total = withPrice ? `Total paid ${formatMoney(booking.total)}` : undefined;
  const body = [`Booking ${booking.id}, PNR ${pnrs}`, ...flights, ...passengers, total]
    .filter((line) => line !== undefined)
    .join("\n");
  if (channel === "SMS") return { channel, recipient: booking.contact.mobile, subject, body };
  const content = html`<h1 style="font-size: 20px">Booking ${booking.id}</h1>
<p>PNR ${pnrs}</p>
<h2 style="font-size: 16px">Flights</h2>
${list(flights)}
<h2 style="font-size: 16px">Passengers and ticket numbers</h2>
${list(passengers)}
${total ? html`<p><strong>${total}</strong></p>` : ""}`;
  return {
    channel,
    recipient: booking.contact.email,
    subject,
    body,
    html: emailDocument(subject, content),
  };
}
