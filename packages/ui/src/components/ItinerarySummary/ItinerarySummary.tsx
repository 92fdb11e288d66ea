import {
  type FareDetail,
  LOCALE,
  type PaxType,
  paxTypeLabel,
  type RefundableType,
  refundableTypeLabel,
  type Segment,
  type Trip,
  tripDurationMinutes,
  tripLayovers,
  tripStops,
} from "@wayfare/domain";
import { useId } from "react";
import { Badge } from "../Badge/Badge";
import { parseWallClock } from "../DateTime/DateTime";
import { Duration } from "../Duration/Duration";
import { SegmentTimeline, type SegmentTimelineMessages } from "../SegmentTimeline/SegmentTimeline";

export interface ItinerarySummaryMessages {
  /** The leg's name: one leg "Onward"; two "Onward", "Return"; multicity "Flight 1"… */
  leg: (index: number, count: number, multicity: boolean) => string;
  /** Visible heading: `("Onward", "DEL", "BOM", "Tue, 1 Dec") => "Onward · DEL → BOM, Tue, 1 Dec"`. */
  heading: (leg: string, from: string, to: string, date: string) => string;
  /** Spoken heading: `("Onward", "New Delhi", "Mumbai", "Tuesday, 1 December 2026")`. */
  headingSpoken: (leg: string, fromCity: string, toCity: string, date: string) => string;
  stops: (count: number, via: string) => string;
  totalDuration: string;
  /** `"Saver" => "Saver fare"`. */
  fare: (fareName: string) => string;
  /** The badges' list name: `"Saver" => "Saver fare includes"`. */
  fareIncludes: (fareName: string) => string;
  /** Prefix of a passenger type's baggage when the fare has more than one type. */
  paxType: (type: PaxType) => string;
  checkInBaggage: (baggage: string) => string;
  cabinBaggage: (baggage: string) => string;
  mealIncluded: string;
  refundable: (type: RefundableType) => string;
  timeline?: Partial<SegmentTimelineMessages>;
}

export const defaultItinerarySummaryMessages: ItinerarySummaryMessages = {
  leg: (index, count, multicity) =>
    multicity || count > 2 ? `Flight ${index + 1}` : index === 0 ? "Onward" : "Return",
  heading: (leg, from, to, date) => `${leg} · ${from} → ${to}, ${date}`,
  headingSpoken: (leg, fromCity, toCity, date) => `${leg}, ${fromCity} to ${toCity}, ${date}`,
  stops: (count, via) =>
    count === 0
      ? "Non-stop"
      : `${count} ${count === 1 ? "stop" : "stops"}${via ? ` via ${via}` : ""}`,
  totalDuration: "Total duration",
  fare: (fareName) => `${fareName} fare`,
  fareIncludes: (fareName) => `${fareName} fare includes`,
  paxType: (type) => paxTypeLabel(type),
  checkInBaggage: (baggage) => `Check-in ${baggage}`,
  cabinBaggage: (baggage) => `Cabin ${baggage}`,
  mealIncluded: "Meal included",
  refundable: (type) => refundableTypeLabel(type),
};

export interface ItinerarySummaryProps {
  /** The reviewed legs in order, each carrying its one chosen price (`prices[0]`). */
  trips: readonly Trip[];
  /** Multicity legs are "Flight 1", "Flight 2"… even when there are two. */
  multicity?: boolean;
  /** Level of each leg's heading in the page outline. */
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<ItinerarySummaryMessages>;
  className?: string;
}

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

function wallClockDate(value: string): Date {
  const clock = parseWallClock(value);
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
}

const PAX_ORDER: readonly PaxType[] = ["ADULT", "CHILD", "INFANT"];

/**
 * The reviewed itinerary (J§2 Review): for each leg a heading with route and date, the total
 * duration and stops, the chosen fare with its baggage, meal and refundability, and the
 * flights in order (`SegmentTimeline`: airline, flight number, airport-local times with
 * "+1 day", flying time, layovers).
 */
export function ItinerarySummary({
  trips,
  multicity = false,
  headingLevel = 3,
  messages,
  className,
}: ItinerarySummaryProps) {
  const text = { ...defaultItinerarySummaryMessages, ...messages };
  return (
    <div
      data-slot="itinerary-summary"
      className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}
    >
      {trips.map((trip, index) => (
        <Leg
          key={trip.id}
          trip={trip}
          leg={text.leg(index, trips.length, multicity)}
          headingLevel={headingLevel}
          text={text}
        />
      ))}
    </div>
  );
}

function Leg({
  trip,
  leg,
  headingLevel,
  text,
}: {
  trip: Trip;
  leg: string;
  headingLevel: 2 | 3 | 4;
  text: ItinerarySummaryMessages;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const first = trip.segments[0] as Segment;
  const last = trip.segments[trip.segments.length - 1] as Segment;
  const date = wallClockDate(first.departureTime);
  const price = trip.prices[0];
  const via = tripLayovers(trip)
    .map((layover) => layover.airport)
    .join(", ");
  return (
    <section
      aria-labelledby={headingId}
      data-slot="itinerary-leg"
      className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="text-lg font-semibold text-fg">
          <span aria-hidden="true">
            {text.heading(
              leg,
              first.departureAirport.code,
              last.arrivalAirport.code,
              shortDate.format(date),
            )}
          </span>
          <span className="sr-only">
            {text.headingSpoken(
              leg,
              first.departureAirport.city,
              last.arrivalAirport.city,
              longDate.format(date),
            )}
          </span>
        </Heading>
        <p className="text-sm text-fg-muted">
          <span className="sr-only">{text.totalDuration}: </span>
          <Duration minutes={tripDurationMinutes(trip)} className="text-fg" />
          {` · ${text.stops(tripStops(trip), via)}`}
        </p>
      </div>
      {price ? (
        <FareFacts name={price.fareIdentifier} details={price.fareDetails} text={text} />
      ) : null}
      <SegmentTimeline trip={trip} messages={text.timeline} />
    </section>
  );
}

function FareFacts({
  name,
  details,
  text,
}: {
  name: string;
  details: Partial<Record<PaxType, FareDetail>>;
  text: ItinerarySummaryMessages;
}) {
  const types = PAX_ORDER.filter((type) => details[type] !== undefined);
  const adult = details.ADULT as FareDetail;
  const perType = types.length > 1;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-fg">{text.fare(name)}</p>
      <ul aria-label={text.fareIncludes(name)} className="flex flex-wrap gap-2">
        {types.map((type) => {
          const detail = details[type] as FareDetail;
          const prefix = perType ? `${text.paxType(type)}: ` : "";
          return [
            <li key={`${type}-check-in`}>
              <Badge size="sm">{prefix + text.checkInBaggage(detail.baggage.checkIn)}</Badge>
            </li>,
            <li key={`${type}-cabin`}>
              <Badge size="sm">{prefix + text.cabinBaggage(detail.baggage.cabin)}</Badge>
            </li>,
          ];
        })}
        {adult.mealIncluded ? (
          <li>
            <Badge size="sm" tone="info">
              {text.mealIncluded}
            </Badge>
          </li>
        ) : null}
        <li>
          <Badge size="sm" tone={adult.refundableType === 0 ? "neutral" : "success"}>
            {text.refundable(adult.refundableType)}
          </Badge>
        </li>
      </ul>
    </div>
  );
}
