import { type BookingPayload, formatMoney, type InvoiceAudience } from "@wayfare/domain";
import { useId } from "react";
import { CreditNoteLinks, type CreditNotes } from "../../lib/credit-note-links";
import { InstantTime } from "../../lib/instant-time";
import { defaultCreditNoteAudienceLabels } from "../../lib/invoice-labels";

type Cancellation = NonNullable<BookingPayload["cancellations"]>[number];

export interface CancellationListMessages {
  heading: string;
  requestId: string;
  raisedOn: string;
  refund: string;
  creditNotes: Record<InvoiceAudience, string>;
  creditNoteLinkName: (label: string, amendmentId: string) => string;
}

export const defaultCancellationListMessages: CancellationListMessages = {
  heading: "Cancellations",
  requestId: "Request ID",
  raisedOn: "raised on",
  refund: "Refund",
  creditNotes: defaultCreditNoteAudienceLabels,
  creditNoteLinkName: (label, amendmentId) => `${label}, request ${amendmentId}`,
};

export interface CancellationListProps {
  /** The booking's cancellations, oldest first (`BookingPayload.cancellations`). */
  cancellations: readonly Cancellation[];
  /** The credit note links of a signed-in user; none for a guest ('Login for Invoice'). */
  creditNotes?: CreditNotes;
  headingLevel?: 2 | 3;
  messages?: Partial<CancellationListMessages>;
  className?: string;
}

/**
 * A booking's cancellations (J§2 amendments): each request id, when it was raised (India
 * time) and its refund, with its credit notes (decision 0024). Nothing when there are none.
 */
export function CancellationList({
  cancellations,
  creditNotes,
  headingLevel = 2,
  messages,
  className,
}: CancellationListProps) {
  const text = { ...defaultCancellationListMessages, ...messages };
  const headingId = useId();
  if (cancellations.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="cancellation-list"
      className={["flex flex-col gap-2 text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading}
      </Heading>
      <ul className="flex flex-col gap-3">
        {cancellations.map((cancellation) => (
          <li key={cancellation.amendmentId} className="flex flex-col gap-1">
            <span>
              {text.requestId} <strong>{cancellation.amendmentId}</strong>, {text.raisedOn}{" "}
              <InstantTime value={cancellation.createdAt} /> · {text.refund}{" "}
              {formatMoney(cancellation.refund)}
            </span>
            {creditNotes ? (
              <CreditNoteLinks
                amendmentId={cancellation.amendmentId}
                creditNotes={creditNotes}
                labels={text.creditNotes}
                linkName={text.creditNoteLinkName}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
