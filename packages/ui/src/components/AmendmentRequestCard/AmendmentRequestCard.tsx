import { AMENDMENT_TYPES, type AmendmentQueuePayload } from "@wayfare/domain";
import { Fragment, type ReactNode, useId } from "react";
import { InstantTime } from "../../lib/instant-time";

/** One request waiting in the travel desk's queue. */
export type AmendmentRequestCardRequest = AmendmentQueuePayload["requests"][number];

export interface AmendmentRequestCardMessages {
  /** `("Date Change", "AR…") => "Date Change request AR…"`. */
  heading: (typeLabel: string, requestId: string) => string;
  booking: string;
  raisedOn: string;
  flights: string;
  passengers: string;
  correction: string;
  remarks: string;
  contact: string;
}

export const defaultAmendmentRequestCardMessages: AmendmentRequestCardMessages = {
  heading: (typeLabel, requestId) => `${typeLabel} request ${requestId}`,
  booking: "Booking",
  raisedOn: "Raised on",
  flights: "Flights",
  passengers: "Passengers",
  correction: "Correction",
  remarks: "Remarks",
  contact: "Contact",
};

export interface AmendmentRequestCardProps {
  request: AmendmentRequestCardRequest;
  /** How the desk closes it: the app's form (done or refused, and the note emailed). */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<AmendmentRequestCardMessages>;
}

const typeLabel = (type: string) =>
  AMENDMENT_TYPES.find((entry) => entry.type === type)?.label ?? type;

/**
 * One amendment request in the travel desk's queue (decision 0027): what the traveller asked
 * for, on which booking, flights and passengers, when, and whom to tell; the form that closes
 * it goes in `children`. An `<article>` named by its heading.
 */
export function AmendmentRequestCard({
  request,
  children,
  headingLevel = 3,
  messages,
}: AmendmentRequestCardProps) {
  const text = { ...defaultAmendmentRequestCardMessages, ...messages };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const fields: [string, ReactNode][] = [
    [text.booking, request.bookingId],
    [text.raisedOn, <InstantTime key="raised" value={request.createdAt} />],
    [text.flights, request.route],
    [text.passengers, request.passengerNames.join(", ")],
    ...(request.correction ? [[text.correction, request.correction] as [string, ReactNode]] : []),
    ...(request.remarks ? [[text.remarks, request.remarks] as [string, ReactNode]] : []),
    [text.contact, request.contactEmail],
  ];
  return (
    <article
      aria-labelledby={headingId}
      data-slot="amendment-request-card"
      className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4 text-fg"
    >
      <Heading id={headingId} className="font-semibold">
        {text.heading(typeLabel(request.amendmentType), request.requestId)}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {fields.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-fg-muted">{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </article>
  );
}
