import { formatMoney, type Paise, type Segment, type Trip } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import { CarrierLogo } from "../CarrierLogo/CarrierLogo";
import { DateTime } from "../DateTime/DateTime";
import { Price } from "../Price/Price";

export interface SelectionBarMessages {
  title: string;
  onward: string;
  return: string;
  total: string;
  departure: string;
  arrival: string;
  /** Said politely whenever the total changes: `"₹9,650.00" => "Total ₹9,650.00"`. */
  totalAnnouncement: (total: string) => string;
}

export const defaultSelectionBarMessages: SelectionBarMessages = {
  title: "Your selection",
  onward: "Onward",
  return: "Return",
  total: "Total",
  departure: "Departs",
  arrival: "Arrives",
  totalAnnouncement: (total) => `Total ${total}`,
};

export interface SelectionBarProps {
  /** The chosen onward flight. */
  onward: Trip;
  /** The chosen return flight, on a round trip. */
  returnTrip?: Trip;
  /** What the selection costs, in paise (the caller picks total or net, F§6). */
  total: Paise;
  /** The 'Book' action: a submit button of the surrounding form, or a link. */
  action: ReactNode;
  /** Level of the bar's (visually hidden) heading in the page outline. */
  headingLevel?: 2 | 3;
  messages?: Partial<SelectionBarMessages>;
  className?: string;
}

const first = (trip: Trip) => trip.segments[0] as Segment;
const last = (trip: Trip) => trip.segments[trip.segments.length - 1] as Segment;

/**
 * The flights chosen on the results page (the selection box of J§3), stuck to the bottom of
 * the viewport: each leg's airline, flight numbers and times, the total, and the caller's
 * 'Book' action. A polite live region says the total when it changes.
 */
export function SelectionBar({
  onward,
  returnTrip,
  total,
  action,
  headingLevel = 2,
  messages,
  className,
}: SelectionBarProps) {
  const text = { ...defaultSelectionBarMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const legs = [
    { key: "onward", label: text.onward, trip: onward },
    ...(returnTrip ? [{ key: "return", label: text.return, trip: returnTrip }] : []),
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="selection-bar"
      className={[
        "sticky bottom-0 z-10 flex flex-col gap-3 border-t border-subtle bg-surface-raised p-4 text-fg shadow-overlay md:flex-row md:items-center md:justify-between md:gap-6",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="sr-only">
        {text.title}
      </Heading>
      <ul className="flex min-w-0 flex-col gap-2 sm:flex-row sm:gap-6">
        {legs.map(({ key, label, trip }) => (
          <li key={key} data-slot="selection-bar-leg" className="flex min-w-0 items-center gap-3">
            <CarrierLogo
              code={first(trip).airline.code}
              name={first(trip).airline.name}
              decorative
            />
            <div className="flex min-w-0 flex-col text-sm">
              <span className="font-semibold">
                {label}: {[...new Set(trip.segments.map((s) => s.airline.name))].join(" + ")}{" "}
                <span className="font-normal text-fg-muted">
                  {trip.segments.map((s) => `${s.airline.code} ${s.flightNumber}`).join(", ")}
                </span>
              </span>
              <span className="flex flex-wrap items-baseline gap-x-1">
                <span className="sr-only">{text.departure} </span>
                <DateTime value={first(trip).departureTime} showDate={false} />
                <span className="text-fg-muted">{first(trip).departureAirport.code}</span>
                <span aria-hidden="true">–</span>
                <span className="sr-only">, {text.arrival} </span>
                <DateTime
                  value={last(trip).arrivalTime}
                  relativeTo={first(trip).departureTime}
                  showDate={false}
                />
                <span className="text-fg-muted">{last(trip).arrivalAirport.code}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 md:justify-end">
        <p className="flex flex-col">
          <span className="text-sm text-fg-muted">{text.total}</span>
          <Price amount={total} size="lg" />
        </p>
        {action}
      </div>
      <p role="status" className="sr-only">
        {text.totalAnnouncement(formatMoney(total))}
      </p>
    </section>
  );
}
