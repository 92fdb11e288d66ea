import { amountPaid, type BookingPayload, formatMoney, paxTypeLabel } from "@wayfare/domain";
import { defaultTicketDocumentMessages as text } from "@wayfare/ui";
import { localTime, PdfWriter } from "./pdf-writer.server";

/** "Mr Ravi Kumar, 6E 2131 DEL–BOM: seat 12A, 5 kg extra baggage", one line each. */
function writeAddOns(out: PdfWriter, booking: BookingPayload) {
  const addOns = booking.addOns ?? [];
  if (addOns.length === 0) return;
  const segments = booking.tripInfos.flatMap((trip) => trip.segments);
  out.space();
  out.line("Seats, meals and baggage", { size: 14, bold: true, gap: 8 });
  for (const addOn of addOns) {
    const passenger = booking.passengers[addOn.passengerIndex];
    const segment = segments.find((candidate) => candidate.id === addOn.segmentId);
    const name = passenger ? `${passenger.title} ${passenger.firstName} ${passenger.lastName}` : "";
    const flight = segment
      ? `${segment.airline.code} ${segment.flightNumber} ${segment.departureAirport.code}–${segment.arrivalAirport.code}`
      : addOn.segmentId;
    const choices = [
      addOn.seat ? `seat ${addOn.seat.seatNo}` : undefined,
      addOn.meal?.name,
      addOn.baggage ? `${addOn.baggage.kg} kg extra baggage` : undefined,
    ].filter(Boolean);
    if (choices.length > 0) out.line(`${name}, ${flight}: ${choices.join(", ")}`, { gap: 3 });
  }
}

/**
 * The e-ticket as a PDF to download (J§2 more options: "download PDF"): the same facts as
 * the printable page (booking id, PNRs, status, the GST billing entity, the price unless left out, passengers with
 * their ticket numbers, every flight in airport local time, the seats, meals and baggage).
 */
export async function ticketPdf(booking: BookingPayload, withPrice: boolean): Promise<Uint8Array> {
  const out = new PdfWriter(`Wayfare e-ticket ${booking.bookingId}`);
  out.line("Wayfare e-ticket", { size: 20, bold: true, gap: 14 });
  out.line(`Booking id: ${booking.bookingId}`, { bold: true });
  const pnrs = Object.entries(booking.pnrs).map(([airline, pnr]) => `${airline} ${pnr}`);
  out.line(`Airline PNR: ${pnrs.join(", ")}`, { bold: true });
  out.line(`Status: ${booking.status}`);
  if (booking.gst) {
    out.line(`${text.gstBilledTo}: ${text.gstDetails(booking.gst)}`);
  }
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
  writeAddOns(out, booking);
  out.space();
  out.line("Times are local to each airport. Carry a photo ID to the airport.", {
    muted: true,
    size: 9,
  });
  return out.save();
}
