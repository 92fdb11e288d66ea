import { amountPaid, type BookingPayload, formatMoney, paxTypeLabel } from "@wayfare/domain";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);

/**
 * The standard PDF fonts speak Windows-1252: the rupee sign becomes "INR", letters with
 * marks keep their base letter, anything else is dropped rather than failing the ticket.
 */
export function pdfText(text: string): string {
  return text
    .replaceAll("₹", "INR ")
    .replace(/[\u2013\u2014]/g, "-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "");
}

const localTime = (value: string) => value.replace("T", " ");

/** Writes lines top to bottom, starting a new page when one is full. */
class TicketWriter {
  private page: PDFPage;
  private y: number = A4[1] - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([...A4]);
  }

  line(
    text: string,
    options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {},
  ) {
    const size = options.size ?? 11;
    if (this.y - size < MARGIN) {
      this.page = this.pdf.addPage([...A4]);
      this.y = A4[1] - MARGIN;
    }
    this.page.drawText(pdfText(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.muted ? MUTED : INK,
    });
    this.y -= size + (options.gap ?? 6);
  }

  space(points = 10) {
    this.y -= points;
  }
}

/**
 * The e-ticket as a PDF to download (J§2 more options: "download PDF"): the same facts as
 * the printable page (booking id, PNRs, status, the price unless left out, passengers with
 * their ticket numbers, every flight in airport local time).
 */
export async function ticketPdf(booking: BookingPayload, withPrice: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Wayfare e-ticket ${booking.bookingId}`);
  pdf.setCreator("Wayfare");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const out = new TicketWriter(pdf, fonts);
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
