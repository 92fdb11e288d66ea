import {
  cheapestPrice,
  type FareAmountsVisibility,
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
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { AgentFareAmounts } from "../AgentFareAmounts/AgentFareAmounts";
import { CarrierLogo } from "../CarrierLogo/CarrierLogo";
import { DateTime } from "../DateTime/DateTime";
import { Duration } from "../Duration/Duration";
import { Price } from "../Price/Price";
import { SegmentTimeline } from "../SegmentTimeline/SegmentTimeline";

export interface FlightResultCardMessages {
  /** `0 => "Non-stop"`, `(1, "BLR") => "1 stop via BLR"`. */
  stops: (count: number, via: string) => string;
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
  priceLabel: "Cheapest fare",
  details: "Fares and details",
  departure: "Departure",
  arrival: "Arrival",
  duration: "Duration",
};

export interface FlightResultCardProps {
  trip: Trip;
  /** Corporate users see and compare net fares (F§6); everyone else the total. */
  pricingBasis?: PricingBasis;
  /**
   * The day the list is for (yyyy-mm-dd): times on that day show no date (it is spoken
   * still); others show theirs.
   */
  day?: string;
  /**
   * The agent's amounts of the cheapest fare shown under the times (its identifier,
   * commission, net incentive, net fare), as far as this user may see them; none by default.
   */
  agentAmounts?: FareAmountsVisibility;
  /** Level of the card's heading (airline and flight numbers) in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown in the details above the timeline: e.g. `FareOptions`, every fare to choose from. */
  children?: ReactNode;
  /** Always shown, beside the price: e.g. a `FareSelectButton` for the cheapest fare. */
  actions?: ReactNode;
  /** Open the details at first render (they stay operable without JavaScript). */
  defaultOpen?: boolean;
  /**
   * Render the disclosure's content only once it is opened, on the server too: for a page
   * that knows its browser runs scripts. By default the server and hydration render it
   * closed, so that it opens without JavaScript.
   */
  detailsWhenOpened?: boolean;
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
 * One itinerary in the results, compact: airline and flight numbers, departure and arrival
 * (with "+1 day"), total duration, stops, the cheapest fare with its refundability and the
 * page's actions on one row (stacked on a narrow card), for an agent the cheapest fare's
 * identifier, commission, net incentive and net fare under them; the fares and the flight details
 * wait in a native `<details>` disclosure (a button with an expanded state, working before
 * JavaScript loads).
 */
export function FlightResultCard({
  trip,
  pricingBasis = "total",
  day,
  agentAmounts,
  headingLevel = 3,
  children,
  actions,
  defaultOpen = false,
  detailsWhenOpened = false,
  messages,
  className,
}: FlightResultCardProps) {
  const text = { ...defaultFlightResultCardMessages, ...messages };
  const headingId = useId();
  // The server and hydration render the disclosure's content (it must work without
  // JavaScript) unless the page says its browser runs scripts; a card mounted later, as a
  // re-sorted list brings it in, renders it once opened: a list of cards changes far fewer
  // nodes.
  const hydrated = useIsHydrated();
  const [opened, setOpened] = useState(defaultOpen);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page was hydrated: show what it holds.
  useLayoutEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const Heading = `h${headingLevel}` as const;
  const first = trip.segments[0] as Segment;
  const last = trip.segments[trip.segments.length - 1] as Segment;
  const cheapest = cheapestPrice(trip, pricingBasis);
  const showsAmounts =
    agentAmounts !== undefined &&
    (agentAmounts.fareIdentifiers || agentAmounts.priceDistribution || agentAmounts.netIncentive);
  const via = tripLayovers(trip)
    .map((layover) => layover.airport)
    .join(", ");
  return (
    <article
      aria-labelledby={headingId}
      data-slot="flight-result-card"
      className={["flight-card", className].filter(Boolean).join(" ")}
    >
      {/* Narrow: airline and price, then the times and the actions. Wide: one row, with the
          disclosure's summary under the airline. */}
      <div className="flight-card-grid">
        {/* Wide, the room under the airline (pb-8) holds the disclosure's summary, pulled up
            into it: a name on two lines pushes the summary down, never under it. */}
        <div className={`flight-card-carrier ${showsAmounts ? "@2xl:row-span-2" : ""}`}>
          <CarrierLogo code={first.airline.code} name={first.airline.name} decorative />
          <Heading id={headingId} className="flex min-w-0 flex-col text-sm font-semibold">
            <span>{airlineNames(trip.segments)} </span>
            <span className="text-xs font-normal text-fg-muted">
              {flightNumbers(trip.segments)}
            </span>
          </Heading>
        </div>
        <p className="flight-card-departure">
          <span className="sr-only">{text.departure}: </span>
          <DateTime
            value={first.departureTime}
            showDate={!first.departureTime.startsWith(`${day}T`)}
            size="lg"
          />
          <span className="text-sm font-semibold">{first.departureAirport.code}</span>
        </p>
        <p className="flight-card-duration">
          <span className="sr-only">{text.duration}: </span>
          <Duration minutes={tripDurationMinutes(trip)} className="text-fg" />
          <span aria-hidden="true" className="my-1 h-px w-full max-w-24 bg-control" />
          <span data-slot="stops">{text.stops(tripStops(trip), via)}</span>
        </p>
        <p className="flight-card-arrival">
          <span className="sr-only">{text.arrival}: </span>
          <DateTime
            value={last.arrivalTime}
            relativeTo={first.departureTime}
            showDate={!last.arrivalTime.startsWith(`${day}T`)}
            size="lg"
          />
          <span className="text-sm font-semibold">{last.arrivalAirport.code}</span>
        </p>
        <p data-slot="cheapest-price" className="flight-card-price">
          <span className="sr-only">{text.priceLabel}: </span>
          <Price amount={priceAmount(cheapest, pricingBasis)} size="lg" />
          <span className="text-xs text-fg-muted">
            {refundableTypeLabel(cheapest.fareDetails.ADULT.refundableType)}
          </span>
        </p>
        {showsAmounts ? (
          // Under the times: a row of its own; wide, beside the airline, whose room below keeps
          // the disclosure's summary. On a phone-sized card they wait in the fares (each fare
          // shows them), so two cards still fit above the bottom menu.
          <AgentFareAmounts
            price={cheapest}
            visibility={agentAmounts}
            className="flight-card-amounts"
          />
        ) : null}
        {actions ? (
          // On the narrowest cards (a 320 px screen) the actions take a row of their own.
          <div className="flight-card-actions">{actions}</div>
        ) : null}
      </div>
      <details
        ref={details}
        open={defaultOpen}
        onToggle={(event) => setOpened(event.currentTarget.open)}
        className="group"
      >
        <summary className={`flight-card-summary ${nativeFocusRing}`}>
          {text.details}
          <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
        </summary>
        {opened || (!hydrated && !detailsWhenOpened) ? (
          <div className="mt-2 flex flex-col gap-4 border-t border-subtle pt-2">
            {children}
            <SegmentTimeline trip={trip} />
          </div>
        ) : null}
      </details>
    </article>
  );
}
