import type { UpcomingTrip } from "@wayfare/domain";
import { PlaneTakeoff } from "lucide-react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { DateTime } from "../DateTime/DateTime";

export const defaultUpcomingTripsMessages = {
  heading: "Upcoming travel",
  /** "DEL to BOM". */
  route: (from: string, to: string) => `${from} to ${to}`,
  nextFlight: "Next flight",
  pnr: (pnrs: [airline: string, pnr: string][]) =>
    `PNR ${pnrs.map(([airline, pnr]) => `${airline} ${pnr}`).join(", ")}`,
  traveller: (count: number) => (count === 1 ? "1 traveller" : `${count} travellers`),
  /** The link's accessible name: "View booking WF2612…". */
  viewBooking: (bookingId: string) => `View booking ${bookingId}`,
};

export interface UpcomingTripsProps {
  /** The service's upcoming travel, soonest first; with none, nothing is rendered. */
  trips: readonly UpcomingTrip[];
  /** Where a trip's booking opens, e.g. its confirmation page. */
  bookingHref: (bookingId: string) => string;
  messages?: Partial<typeof defaultUpcomingTripsMessages>;
  className?: string;
}

/**
 * Upcoming travel on the landing page (J§2): each trip's route, its next flight (airline,
 * number, the airports' local departure time), its PNR and travellers, and a link to the
 * booking. A list of articles under one heading, so a screen reader can count the trips.
 */
export function UpcomingTrips({
  trips,
  bookingHref,
  messages: overrides,
  className,
}: UpcomingTripsProps) {
  if (trips.length === 0) return null;
  const text = { ...defaultUpcomingTripsMessages, ...overrides };
  return (
    <section
      aria-labelledby="upcoming-trips-heading"
      data-slot="upcoming-trips"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <h2 id="upcoming-trips-heading" className="text-lg font-semibold text-fg">
        {text.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {trips.map((trip) => {
          const { nextFlight } = trip;
          return (
            <li
              key={trip.bookingId}
              className="flex flex-col gap-2 rounded-lg border border-subtle bg-surface-raised p-4"
            >
              <p className="flex items-center gap-2 font-semibold text-fg">
                <PlaneTakeoff aria-hidden="true" className="size-4 shrink-0" />
                {text.route(trip.from, trip.to)}
              </p>
              <div className="flex items-center gap-3">
                <DateTime value={nextFlight.departure} />
                <p className="text-sm text-fg">
                  <span className="text-fg-muted">{text.nextFlight}: </span>
                  {nextFlight.airline} {nextFlight.flightNumber},{" "}
                  {text.route(nextFlight.from, nextFlight.to)}
                </p>
              </div>
              <p className="text-sm text-fg-muted">
                {text.pnr(Object.entries(trip.pnrs))} · {text.traveller(trip.passengers.length)}
              </p>
              <a
                href={bookingHref(trip.bookingId)}
                aria-label={text.viewBooking(trip.bookingId)}
                className={`mt-auto inline-flex min-h-11 items-center self-start rounded-sm font-medium text-link underline underline-offset-2 hover:no-underline ${nativeFocusRing}`}
              >
                {trip.bookingId}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
