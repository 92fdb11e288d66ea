import { type Segment, type Trip, tripLayovers } from "@wayfare/domain";
import { CarrierLogo } from "../CarrierLogo/CarrierLogo";
import { DateTime } from "../DateTime/DateTime";
import { Duration } from "../Duration/Duration";

export interface SegmentTimelineMessages {
  /** The list's name: `("DEL", "BOM") => "Flight details, DEL to BOM"`. */
  label: (from: string, to: string) => string;
  /** `"6E", "2131" => "6E 2131"`. */
  flightNumber: (airlineCode: string, number: string) => string;
  departs: string;
  arrives: string;
  terminal: (terminal: string) => string;
  flyingTime: string;
  /** `("BLR", "Bengaluru") => "Change of planes at Bengaluru (BLR)"`. */
  layover: (code: string, city: string) => string;
  /** `"Air India" => "Operated by Air India"`. */
  operatedBy: (airline: string) => string;
  technicalStops: (count: number, airports: string) => string;
}

export const defaultSegmentTimelineMessages: SegmentTimelineMessages = {
  label: (from, to) => `Flight details, ${from} to ${to}`,
  flightNumber: (code, number) => `${code} ${number}`,
  departs: "Departs",
  arrives: "Arrives",
  terminal: (terminal) => `Terminal ${terminal}`,
  flyingTime: "Flying time",
  layover: (code, city) => `Change of planes at ${city} (${code})`,
  operatedBy: (airline) => `Operated by ${airline}`,
  technicalStops: (count, airports) =>
    `${count} technical ${count === 1 ? "stop" : "stops"}${airports ? ` at ${airports}` : ""}`,
};

export interface SegmentTimelineProps {
  /** The trip whose flights are listed in order, with the waits between them. */
  trip: Trip;
  /**
   * The airline the trip is sold under (the first segment's by default): a segment flown by
   * another airline says "Operated by …".
   */
  marketingAirlineCode?: string;
  messages?: Partial<SegmentTimelineMessages>;
  className?: string;
}

type Text = SegmentTimelineMessages;

function Stop({
  label,
  time,
  airport,
  relativeTo,
  text,
}: {
  label: string;
  time: string;
  airport: Segment["departureAirport"];
  relativeTo?: string;
  text: Text;
}) {
  return (
    <div className="flex gap-3">
      <span className="sr-only">{label}: </span>
      <DateTime value={time} relativeTo={relativeTo} className="w-32 shrink-0" />
      <p className="min-w-0 text-sm">
        <span className="font-semibold text-fg">
          {airport.city} ({airport.code})
        </span>
        <span className="block text-fg-muted">
          {airport.name}
          {airport.terminal ? `, ${text.terminal(airport.terminal)}` : ""}
        </span>
      </p>
    </div>
  );
}

/**
 * A trip's flights in order: airline and flight number, departure and arrival (airport-local
 * times with "+1 day" against the trip's first departure), flying time, technical stops,
 * "Operated by" when another airline flies it, and the wait at each connecting airport.
 * An ordered list, so a screen reader announces "list, 3 items" and reads it in order.
 */
export function SegmentTimeline({
  trip,
  marketingAirlineCode,
  messages,
  className,
}: SegmentTimelineProps) {
  const text = { ...defaultSegmentTimelineMessages, ...messages };
  const first = trip.segments[0] as Segment;
  const last = trip.segments[trip.segments.length - 1] as Segment;
  const marketing = marketingAirlineCode ?? first.airline.code;
  const layovers = tripLayovers(trip);
  const start = first.departureTime;
  return (
    <ol
      aria-label={text.label(first.departureAirport.code, last.arrivalAirport.code)}
      data-slot="segment-timeline"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      {trip.segments.map((segment, index) => {
        const layover = index > 0 ? layovers[index - 1] : undefined;
        return [
          layover ? (
            <li
              key={`${segment.id}-layover`}
              data-slot="segment-layover"
              className="rounded-md border border-dashed border-subtle bg-canvas px-3 py-2 text-sm text-fg"
            >
              {text.layover(layover.airport, segment.departureAirport.city)}
              {" · "}
              <Duration minutes={layover.minutes} />
            </li>
          ) : null,
          <li
            key={segment.id}
            data-slot="segment"
            className="flex flex-col gap-2 rounded-md border border-subtle bg-surface p-3"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <CarrierLogo
                code={segment.airline.code}
                name={segment.airline.name}
                decorative
                size="sm"
              />
              <span className="font-semibold text-fg">{segment.airline.name}</span>
              <span className="text-fg-muted">
                {text.flightNumber(segment.airline.code, segment.flightNumber)}
              </span>
              {segment.airline.code !== marketing ? (
                <span className="text-fg-muted">· {text.operatedBy(segment.airline.name)}</span>
              ) : null}
            </p>
            <Stop
              label={text.departs}
              time={segment.departureTime}
              airport={segment.departureAirport}
              relativeTo={index > 0 ? start : undefined}
              text={text}
            />
            <p className="pl-35 text-sm text-fg-muted">
              {text.flyingTime} <Duration minutes={segment.durationMinutes} />
              {segment.stops > 0
                ? ` · ${text.technicalStops(segment.stops, segment.stopovers.join(", "))}`
                : null}
            </p>
            <Stop
              label={text.arrives}
              time={segment.arrivalTime}
              airport={segment.arrivalAirport}
              relativeTo={start}
              text={text}
            />
          </li>,
        ];
      })}
    </ol>
  );
}
