import {
  type BookingPayload,
  type BookingStatus,
  formatMoney,
  LOCALE,
  type PaxType,
  type Segment,
  type Trip,
} from "@wayfare/domain";
import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { parseWallClock } from "../DateTime/DateTime";
import { defaultBookingStatusLabels, StatusBadge } from "../StatusBadge/StatusBadge";

/** The parts of a booking the card shows (a `BookingPayload` fits). */
export type BookingCardBooking = Pick<
  BookingPayload,
  "bookingId" | "status" | "total" | "paxInfo" | "tripInfos"
>;

export interface BookingCardMessages {
  /** A leg's route: `("DEL", "BOM") => "DEL → BOM"`; spoken with `routeSpoken`. */
  route: (from: string, to: string) => string;
  routeSpoken: (fromCity: string, toCity: string) => string;
  bookingId: (id: string) => string;
  /** `("ADULT", 2) => "2 Adults"`. */
  paxCount: (type: PaxType, count: number) => string;
  total: string;
  statuses: Record<BookingStatus, string>;
  /** The link; its name gets the booking id appended for screen readers. */
  view: string;
}

const PAX_NAMES: Record<PaxType, [string, string]> = {
  ADULT: ["Adult", "Adults"],
  CHILD: ["Child", "Children"],
  INFANT: ["Infant", "Infants"],
};

export const defaultBookingCardMessages: BookingCardMessages = {
  route: (from, to) => `${from} → ${to}`,
  routeSpoken: (fromCity, toCity) => `${fromCity} to ${toCity}`,
  bookingId: (id) => `Booking ID ${id}`,
  paxCount: (type, count) => `${count} ${PAX_NAMES[type][count === 1 ? 0 : 1]}`,
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
  className?: string;
}

const travelDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

function firstDeparture(trips: readonly Trip[]): string {
  const first = (trips[0] as Trip).segments[0] as Segment;
  const clock = parseWallClock(first.departureTime);
  return travelDate.format(new Date(Date.UTC(clock.year, clock.month - 1, clock.day)));
}

function ends(trip: Trip): [Segment, Segment] {
  return [trip.segments[0] as Segment, trip.segments[trip.segments.length - 1] as Segment];
}

/**
 * One booking in "My bookings" (J§2): the route of each leg, the travel date, the status
 * badge, the party, the total and a link to the booking. An `<article>` named by its route.
 */
export function BookingCard({
  booking,
  href,
  headingLevel = 3,
  messages,
  className,
}: BookingCardProps) {
  const text = {
    ...defaultBookingCardMessages,
    ...messages,
    statuses: { ...defaultBookingCardMessages.statuses, ...messages?.statuses },
  };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const legs = booking.tripInfos.map(ends);
  const party = (["ADULT", "CHILD", "INFANT"] as const)
    .filter((type) => booking.paxInfo[type] > 0)
    .map((type) => text.paxCount(type, booking.paxInfo[type]))
    .join(", ");
  return (
    <article
      aria-labelledby={headingId}
      data-slot="booking-card"
      className={[
        "flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4 text-fg sm:flex-row sm:items-center sm:justify-between",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <Heading id={headingId} className="text-lg font-semibold">
          <span aria-hidden="true">
            {legs
              .map(([first, last]) =>
                text.route(first.departureAirport.code, last.arrivalAirport.code),
              )
              .join(", ")}
          </span>
          <span className="sr-only">
            {legs
              .map(([first, last]) =>
                text.routeSpoken(first.departureAirport.city, last.arrivalAirport.city),
              )
              .join(", ")}
          </span>
        </Heading>
        <p className="text-sm text-fg-muted">
          {firstDeparture(booking.tripInfos)} · {party}
        </p>
        <p className="text-sm text-fg-muted">{text.bookingId(booking.bookingId)}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 sm:flex-col sm:items-end">
        <StatusBadge status={booking.status} label={text.statuses[booking.status]} />
        <p className="text-sm">
          <span className="text-fg-muted">{text.total} </span>
          <span className="text-base font-semibold tabular-nums">{formatMoney(booking.total)}</span>
        </p>
        <a
          href={href}
          className={`inline-flex min-h-11 items-center gap-1 rounded-control font-semibold text-link underline-offset-4 hover:underline ${nativeFocusRing}`}
        >
          {text.view}
          <span className="sr-only"> {booking.bookingId}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
