import { AMENDMENT_TYPES, type CustomerJourneyPayload } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import { DateTime } from "../DateTime/DateTime";
import { Price } from "../Price/Price";

export interface CustomerJourneyMessages {
  agentHeading: string;
  logo: (agentName: string) => string;
  email: string;
  mobile: string;
  flightsHeading: string;
  /** `("DEL", "BOM", "AI 101") => "DEL to BOM, AI 101"`. */
  flight: (from: string, to: string, flightNumber: string) => string;
  departs: string;
  arrives: string;
  travellers: string;
  totalFare: string;
  pendingHeading: string;
  /** `("Date Change", "AR…") => "Date Change request AR…, waiting for the travel desk"`. */
  pending: (typeLabel: string, requestId: string) => string;
}

export const defaultCustomerJourneyMessages: CustomerJourneyMessages = {
  agentHeading: "Your travel agent",
  logo: (agentName) => `${agentName} logo`,
  email: "Email",
  mobile: "Mobile",
  flightsHeading: "Your flights",
  flight: (from, to, flightNumber) => `${from} to ${to}, ${flightNumber}`,
  departs: "Departs",
  arrives: "Arrives",
  travellers: "Travellers",
  totalFare: "Total fare",
  pendingHeading: "Your requests",
  pending: (typeLabel, requestId) =>
    `${typeLabel} request ${requestId}, waiting for the travel desk`,
};

export interface CustomerJourneyProps {
  /** What the shared link opens (J§3 'Customer journey'). */
  journey: CustomerJourneyPayload;
  /** Below the flights: the app's link or forms for raising a request. */
  children?: ReactNode;
  messages?: Partial<CustomerJourneyMessages>;
}

const typeLabel = (type: string) =>
  AMENDMENT_TYPES.find((entry) => entry.type === type)?.label ?? type;

/**
 * A shared booking as its traveller sees it (J§2 'Customer journey page'): the agent's
 * name, logo, email and mobile to reach them, each flight with its travellers, the total
 * fare when the agent shows it, and the requests still waiting. Sections named by headings.
 */
export function CustomerJourney({ journey, children, messages }: CustomerJourneyProps) {
  const text = { ...defaultCustomerJourneyMessages, ...messages };
  const agentId = useId();
  const flightsId = useId();
  const pendingId = useId();
  return (
    <div data-slot="customer-journey" className="flex flex-col gap-6 text-fg">
      <section
        aria-labelledby={agentId}
        className="flex flex-wrap items-center gap-4 rounded-lg border border-subtle bg-surface p-4"
      >
        {journey.logo ? (
          <img
            src={journey.logo}
            alt={text.logo(journey.agentName)}
            className="h-12 w-auto max-w-40"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={agentId} className="text-sm text-fg-muted">
            {text.agentHeading}
          </h2>
          <p className="text-lg font-semibold">{journey.agentName}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">{text.email}</dt>
            <dd className="[overflow-wrap:anywhere]">
              <a className="text-link underline" href={`mailto:${journey.email}`}>
                {journey.email}
              </a>
            </dd>
            {journey.mobile ? (
              <>
                <dt className="text-fg-muted">{text.mobile}</dt>
                <dd>
                  <a className="text-link underline" href={`tel:${journey.mobile}`}>
                    {journey.mobile}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>
      <section aria-labelledby={flightsId} className="flex flex-col gap-3">
        <h2 id={flightsId} className="text-lg font-semibold">
          {text.flightsHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {journey.customerTripInfos.map(({ segment, passengers }) => (
            <li key={segment.id} className="rounded-lg border border-subtle bg-surface p-4">
              <h3 className="font-semibold">
                {text.flight(
                  segment.departureAirport.code,
                  segment.arrivalAirport.code,
                  `${segment.airline.code} ${segment.flightNumber}`,
                )}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-fg-muted">{text.departs}</dt>
                <dd>
                  <DateTime value={segment.departureTime} />
                </dd>
                <dt className="text-fg-muted">{text.arrives}</dt>
                <dd>
                  <DateTime value={segment.arrivalTime} relativeTo={segment.departureTime} />
                </dd>
                <dt className="text-fg-muted">{text.travellers}</dt>
                <dd>{passengers.map((passenger) => passenger.name).join(", ")}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {journey.showPrice && journey.totalFare !== null ? (
          <p className="flex gap-2 font-semibold">
            {text.totalFare} <Price amount={journey.totalFare} />
          </p>
        ) : null}
      </section>
      {journey.pendingRequests.length > 0 ? (
        <section aria-labelledby={pendingId} className="flex flex-col gap-2">
          <h2 id={pendingId} className="text-lg font-semibold">
            {text.pendingHeading}
          </h2>
          <ul className="list-disc pl-6">
            {journey.pendingRequests.map((request) => (
              <li key={request.requestId}>
                {text.pending(typeLabel(request.amendmentType), request.requestId)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </div>
  );
}
