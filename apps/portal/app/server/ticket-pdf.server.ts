import { amountPaid, type BookingPayload, formatMoney, paxTypeLabel } from "@wayfare/domain";
import { localTime, newPdf } from "./pdf-writer.server";

/**
 * The e-ticket as a PDF to download (J§2 more options: "download PDF"): the same facts as
 * the printable page (booking id, PNRs, status, the price unless left out, passengers with
 * their ticket numbers, every flight in airport local time).
 */
export async function ticketPdf(booking: BookingPayload, withPrice: boolean): Promise<Uint8Array> {
  const { pdf, out } = await newPdf(`Wayfare e-ticket ${booking.bookingId}`);
  out.line("Wayfare e-ticket", { size: 20, bold: true, gap: 14 });
  out.line(`Booking id: ${booking.bookingId}`, { bold: true });
  const pnrs = Object.entries(booking.pnrs).map(([airline, pnr]) => `${airline} ${pnr}`);
  out.line(`Airline PNR: ${pnrs.join(", ")}`, { bold: true });
  out.line(`Status: ${booking.status}`);
  if (withPrice) out.line(`Total paid: ${formatMoney(amountPaid(booking))}`);
  out.space();
  out.line("Passengers", { size: 14, bold: true, gap: 8 });
  for (const passenger of booking.passengers) {
    const name = [passenger.title, passenger.firstName, passenger.lastName].join(" ");
    out.line(`${name} (${paxTypeLabel(passenger.type)})`, { bold: true, gap: 3 });
    const tickets = Object.entries(passenger.ticketNumbers).map(
      ([code, number]) => `${code} ${number}`,
    );
    out.line(`Ticket: ${tickets.join(", ") || "not issued yet"}`, { muted: true });
  }
  out.space();
  out.line("Flights", { size: 14, bold: true, gap: 8 });
  for (const segment of booking.tripInfos.flatMap((trip) => trip.segments)) {
    const { departureAirport: from, arrivalAirport: to } = segment;
    out.line(`${segment.airline.name} ${segment.airline.code} ${segment.flightNumber}`, {
      bold: true,
      gap: 3,
    });
    out.line(
      `${from.city} (${from.code}) ${localTime(segment.departureTime)} to ${to.city} (${to.code}) ${localTime(segment.arrivalTime)}`,
      { gap: 3 },
    );
    out.line(`${from.name}${from.terminal ? `, terminal ${from.terminal}` : ""}`, { muted: true });
  }
  out.space();
  out.line("Times are local to each airport. Carry a photo ID to the airport.", {
    muted: true,
    size: 9,
  });
  return pdf.save();
}
