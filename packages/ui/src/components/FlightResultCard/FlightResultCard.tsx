import {
  cheapestPrice,
  type PricingBasis,
  priceAmount,
  refundableTypeLabel,
  type Segment,
  type Trip,
  tripDurationMinutes,
  tripLayovers,
  tripStops,
} from "@wayfare/domain";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Badge } from "../Badge/Badge";
import { CarrierLogo } from "../CarrierLogo/CarrierLogo";
import { DateTime } from "../DateTime/DateTime";
import { Duration } from "../Duration/Duration";
import { Price } from "../Price/Price";
import { SegmentTimeline } from "../SegmentTimeline/SegmentTimeline";

export interface FlightResultCardMessages {
  /** `0 => "Non-stop"`, `(1, "BLR") => "1 stop via BLR"`. */
  stops: (count: number, via: string) => string;
  checkInBaggage: (baggage: string) => string;
  cabinBaggage: (baggage: string) => string;
  /** Spoken before the price. */
  priceLabel: string;
  /** The disclosure's label. */
  details: string;
  departure: string;
  arrival: string;
  duration: string;
}

export const defaultFlightResultCardMessages: FlightResultCardMessages = {
  stops: (count, via) =>
    count === 0
      ? "Non-stop"
      : `${count} ${count === 1 ? "stop" : "stops"}${via ? ` via ${via}` : ""}`,
  checkInBaggage: (baggage) => `Check-in ${baggage}`,
  cabinBaggage: (baggage) => `Cabin ${baggage}`,
  priceLabel: "Cheapest fare",
  details: "Flight details",
  departure: "Departure",
  arrival: "Arrival",
  duration: "Duration",
};

export interface FlightResultCardProps {
  trip: Trip;
  /** Corporate users see and compare net fares (F§6); everyone else the total. */
  pricingBasis?: PricingBasis;
  /** Level of the card's heading (airline and flight numbers) in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown in the details under the timeline. */
  children?: ReactNode;
  /** Always shown, under the badges: e.g. `FareOptions` in a form to choose a fare. */
  actions?: ReactNode;
  /** Open the details at first render (they stay operable without JavaScript). */
  defaultOpen?: boolean;
  messages?: Partial<FlightResultCardMessages>;
  className?: string;
}

function flightNumbers(segments: readonly Segment[]): string {
  return segments.map((segment) => `${segment.airline.code} ${segment.flightNumber}`).join(", ");
}

function airlineNames(segments: readonly Segment[]): string {
  return [...new Set(segments.map((segment) => segment.airline.name))].join(" + ");
}

/**
 * One itinerary in the results: airline, flight numbers, departure and arrival (with "+1 day"),
 * total duration, stops, the cheapest fare with its baggage and refundability, and the flight
 * details in a native `<details>` disclosure (a button with an expanded state, working before
 * JavaScript loads).
 */
export function FlightResultCard({
  trip,
  pricingBasis = "total",
  headingLevel = 3,
  children,
  actions,
  defaultOpen = false,
  messages,
  className,
}: FlightResultCardProps) {
  const text = { ...defaultFlightResultCardMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const first = trip.segments[0] as Segment;
  const last = trip.segments[trip.segments.length - 1] as Segment;
  const cheapest = cheapestPrice(trip, pricingBasis);
  const adult = cheapest.fareDetails.ADULT;
  const via = tripLayovers(trip)
    .map((layover) => layover.airport)
    .join(", ");
  return (
    <article
      aria-labelledby={headingId}
      data-slot="flight-result-card"
      className={[
        "@container flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4 text-fg",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="flex items-center gap-3">
        <CarrierLogo code={first.airline.code} name={first.airline.name} decorative />
        <Heading id={headingId} className="min-w-0 text-base font-semibold">
          {airlineNames(trip.segments)}{" "}
          <span className="font-normal text-fg-muted">{flightNumbers(trip.segments)}</span>
        </Heading>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3 @lg:grid-cols-[auto_1fr_auto_auto] @lg:items-center @lg:gap-6">
        <p className="flex flex-col">
          <span className="sr-only">{text.departure}: </span>
          <DateTime value={first.departureTime} size="lg" />
          <span className="text-sm font-semibold">{first.departureAirport.code}</span>
        </p>
        <p className="flex flex-col items-center text-center text-sm text-fg-muted">
          <span className="sr-only">{text.duration}: </span>
          <Duration minutes={tripDurationMinutes(trip)} className="text-fg" />
          <span aria-hidden="true" className="my-1 h-px w-16 bg-control @lg:w-full" />
          <span data-slot="stops">{text.stops(tripStops(trip), via)}</span>
        </p>
        <p className="flex flex-col items-end @lg:items-start">
          <span className="sr-only">{text.arrival}: </span>
          <DateTime value={last.arrivalTime} relativeTo={first.departureTime} size="lg" />
          <span className="text-sm font-semibold">{last.arrivalAirport.code}</span>
        </p>
        <p
          data-slot="cheapest-price"
          className="col-span-3 flex items-baseline justify-between gap-2 @lg:col-span-1 @lg:flex-col @lg:items-end"
        >
          <span className="sr-only">{text.priceLabel}: </span>
          <Price amount={priceAmount(cheapest, pricingBasis)} size="lg" />
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={cheapest.fareIdentifier}>
        <li>
          <Badge size="sm">{text.checkInBaggage(adult.baggage.checkIn)}</Badge>
        </li>
        <li>
          <Badge size="sm">{text.cabinBaggage(adult.baggage.cabin)}</Badge>
        </li>
        <li>
          <Badge size="sm" tone={adult.refundableType === 0 ? "neutral" : "success"}>
            {refundableTypeLabel(adult.refundableType)}
          </Badge>
        </li>
      </ul>
      {actions}
      <details open={defaultOpen} className="group border-t border-subtle pt-2">
        <summary
          className={`flex min-h-11 w-fit cursor-pointer list-none items-center gap-1 rounded-control font-semibold text-link [&::-webkit-details-marker]:hidden ${nativeFocusRing}`}
        >
          {text.details}
          <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
        </summary>
        <div className="flex flex-col gap-4 pt-2">
          <SegmentTimeline trip={trip} />
          {children}
        </div>
      </details>
    </article>
  );
}
