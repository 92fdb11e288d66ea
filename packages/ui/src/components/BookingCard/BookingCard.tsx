import type { BookingStatus, MyBookingSummary } from "@wayfare/domain";
import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { InstantTime } from "../../lib/instant-time";
import { DateTime } from "../DateTime/DateTime";
import { Price } from "../Price/Price";
import { defaultBookingStatusLabels, StatusBadge } from "../StatusBadge/StatusBadge";

/** The parts of a booking the card shows (a My bookings `MyBookingSummary` fits). */
export type BookingCardBooking = Pick<
  MyBookingSummary,
  | "bookingId"
  | "status"
  | "tab"
  | "pnrs"
  | "from"
  | "to"
  | "firstDeparture"
  | "passengers"
  | "total"
  | "payBy"
  | "bookedBy"
>;

export interface BookingCardMessages {
  /** The journey: `("DEL", "BOM") => "DEL → BOM"`. */
  route: (from: string, to: string) => string;
  /** Heard after the route, so every card's name is unique: `", booking WF…"`. */
  routeSuffix: (bookingId: string) => string;
  departs: string;
  passengers: string;
  /** Before the booker's name, shown to an agency's or a company's viewers. */
  bookedBy: string;
  bookingId: (id: string) => string;
  /** `[["6E", "X7KQ2P"]] => "PNR 6E: X7KQ2P"`. */
  pnrs: (pnrs: [airline: string, pnr: string][]) => string;
  /** Before the time an unconfirmed booking must be paid by. */
  payBy: string;
  /** After that time: it is read in India time. */
  payByZone: string;
  total: string;
  statuses: Record<BookingStatus, string>;
  /** The link; its name gets the booking id appended for screen readers. */
  view: string;
}

export const defaultBookingCardMessages: BookingCardMessages = {
  route: (from, to) => `${from} → ${to}`,
  routeSuffix: (bookingId) => `, booking ${bookingId}`,
  departs: "Departs",
  passengers: "Passengers:",
  bookedBy: "Booked by",
  bookingId: (id) => `Booking ID ${id}`,
  pnrs: (pnrs) => `PNR ${pnrs.map(([airline, pnr]) => `${airline}: ${pnr}`).join(", ")}`,
  payBy: "Pay by",
  payByZone: "(India time)",
  total: "Total",
  statuses: defaultBookingStatusLabels,
  view: "View booking",
};

export interface BookingCardProps {
  booking: BookingCardBooking;
  /** The booking's page (the portal's route; ui never routes). */
  href: string;
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<Omit<BookingCardMessages, "statuses">> & {
    statuses?: Partial<Record<BookingStatus, string>>;
  };
}

/**
 * One booking in "My bookings" (J§2): the journey, the first departure (the airport's clock),
 * the passengers, the booking id and PNRs, until when an unconfirmed booking can be paid, the
 * status badge, the total and a link to the booking. An `<article>` named by its heading.
 */
export function BookingCard({ booking, href, headingLevel = 2, messages }: BookingCardProps) {
  const text = {
    ...defaultBookingCardMessages,
    ...messages,
    statuses: { ...defaultBookingCardMessages.statuses, ...messages?.statuses },
  };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const pnrs = Object.entries(booking.pnrs);
  return (
    <article
      aria-labelledby={headingId}
      data-slot="booking-card"
      className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4 text-fg sm:flex-row sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Heading id={headingId} className="text-lg font-semibold">
          {text.route(booking.from, booking.to)}
          <span className="sr-only">{text.routeSuffix(booking.bookingId)}</span>
        </Heading>
        <p className="text-sm text-fg-muted">
          {text.departs} <DateTime value={booking.firstDeparture} />
        </p>
        <p className="text-sm">
          <span className="text-fg-muted">{text.passengers} </span>
          {booking.passengers.join(", ")}
        </p>
        {booking.bookedBy ? (
          <p className="text-sm">
            <span className="text-fg-muted">{text.bookedBy} </span>
            {booking.bookedBy.name}
          </p>
        ) : null}
        <p className="text-sm text-fg-muted">
          {[text.bookingId(booking.bookingId), pnrs.length > 0 ? text.pnrs(pnrs) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {booking.payBy && booking.tab === "Unconfirmed" ? (
          <p className="text-sm">
            {text.payBy} <InstantTime value={booking.payBy} /> {text.payByZone}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:flex-col sm:items-end">
        <StatusBadge status={booking.status} label={text.statuses[booking.status]} />
        <p className="text-sm">
          <span className="text-fg-muted">{text.total} </span>
          <Price amount={booking.total} />
        </p>
        <a
          href={href}
          className={`inline-flex min-h-11 items-center gap-1 rounded-control font-semibold text-link underline underline-offset-2 ${nativeFocusRing}`}
        >
          {text.view}
          <span className="sr-only"> {booking.bookingId}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
