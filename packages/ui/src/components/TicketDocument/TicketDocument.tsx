import { type BookingPayload, formatMoney, type Paise } from "@wayfare/domain";
import type { ReactNode } from "react";
import { AddOnSummary } from "../AddOnSummary/AddOnSummary";
import { ItinerarySummary } from "../ItinerarySummary/ItinerarySummary";
import { PassengerTable } from "../PassengerTable/PassengerTable";

/** The parts of a booking the e-ticket shows (a `BookingPayload` fits). */
export type TicketDocumentBooking = Pick<
  BookingPayload,
  "bookingId" | "pnrs" | "status" | "passengers" | "tripInfos" | "addOns" | "gst"
>;

export interface TicketDocumentMessages {
  heading: string;
  bookingId: string;
  pnr: string;
  status: string;
  /** `[["6E", "X7KQ2P"]] => "6E X7KQ2P"`. */
  pnrs: (pnrs: [airline: string, pnr: string][]) => string;
  /** The GST billing entity, when the booker gave one. */
  gstBilledTo: string;
  gstDetails: (gst: { registeredName: string; gstNumber: string }) => string;
  printHint: string;
}

export const defaultTicketDocumentMessages: TicketDocumentMessages = {
  heading: "E-ticket",
  bookingId: "Booking id",
  pnr: "Airline PNR",
  status: "Status",
  pnrs: (pnrs) => pnrs.map(([airline, pnr]) => `${airline} ${pnr}`).join(", "),
  gstBilledTo: "GST billed to",
  gstDetails: ({ registeredName, gstNumber }) => `${registeredName}, GSTIN ${gstNumber}`,
  printHint: "Use your browser's Print command to print this ticket or save it as a PDF.",
};

export interface TicketDocumentProps {
  booking: TicketDocumentBooking;
  /** The price printed ("Total paid", or a client's "Total fare"); none leaves it out. */
  price?: { label: string; amount: Paise } | null;
  /** The way back to the booking (a link of the app's router); hidden in print. */
  backLink?: ReactNode;
  messages?: Partial<TicketDocumentMessages>;
}

/**
 * The printable e-ticket (J§2 more options: print with or without price): the booking id,
 * the airline PNRs, the status, the GST billing entity when there is one, the price when printed with one, the passengers with their
 * ticket numbers, the flights, and the seats, meals and baggage booked (those added after
 * ticketing too).
 */
export function TicketDocument({ booking, price, backLink, messages }: TicketDocumentProps) {
  const text = { ...defaultTicketDocumentMessages, ...messages };
  return (
    <div data-slot="ticket-document" className="flex flex-col gap-6 text-fg">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{text.heading}</h1>
        {backLink ? <span className="print:hidden">{backLink}</span> : null}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="text-fg-muted">{text.bookingId}</dt>
        <dd className="font-semibold">{booking.bookingId}</dd>
        <dt className="text-fg-muted">{text.pnr}</dt>
        <dd className="font-semibold">{text.pnrs(Object.entries(booking.pnrs))}</dd>
        <dt className="text-fg-muted">{text.status}</dt>
        <dd>{booking.status}</dd>
        {booking.gst ? (
          <>
            <dt className="text-fg-muted">{text.gstBilledTo}</dt>
            <dd>{text.gstDetails(booking.gst)}</dd>
          </>
        ) : null}
        {price ? (
          <>
            <dt className="text-fg-muted">{price.label}</dt>
            <dd className="font-semibold">{formatMoney(price.amount)}</dd>
          </>
        ) : null}
      </dl>
      <PassengerTable passengers={booking.passengers} />
      <ItinerarySummary trips={booking.tripInfos} headingLevel={2} />
      <AddOnSummary booking={booking} />
      <p className="text-sm text-fg-muted">{text.printHint}</p>
    </div>
  );
}
