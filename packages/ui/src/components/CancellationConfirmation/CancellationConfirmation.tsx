import type { CancellationConfirmPayload, InvoiceAudience } from "@wayfare/domain";
import { CreditNoteLinks, type CreditNotes, textLink } from "../../lib/credit-note-links";
import { InstantTime } from "../../lib/instant-time";
import { defaultCreditNoteAudienceLabels } from "../../lib/invoice-labels";
import { Alert } from "../Alert/Alert";
import { RefundQuote, type RefundQuoteProps } from "../RefundQuote/RefundQuote";
import { StatusBadge } from "../StatusBadge/StatusBadge";

export interface CancellationConfirmationMessages {
  heading: string;
  requestId: (amendmentId: string) => string;
  /** The sentence around the time the request was raised (India time). */
  raisedBefore: (bookingId: string) => string;
  raisedAfter: string;
  bookingStatus: string;
  refundCaption: string;
  remarks: (remarks: string) => string;
  creditNotes: Record<InvoiceAudience, string>;
  creditNoteLinkName: (label: string, amendmentId: string) => string;
  viewBooking: string;
  myBookings: string;
}

export const defaultCancellationConfirmationMessages: CancellationConfirmationMessages = {
  heading: "Cancellation confirmed",
  requestId: (amendmentId) => `Request ID ${amendmentId}`,
  raisedBefore: (bookingId) => `Your cancellation request for booking ${bookingId} was raised on`,
  raisedAfter: "(India time).",
  bookingStatus: "Booking status",
  refundCaption: "Refund",
  remarks: (remarks) => `Remarks: ${remarks}`,
  creditNotes: defaultCreditNoteAudienceLabels,
  creditNoteLinkName: (label, amendmentId) => `${label}, request ${amendmentId}`,
  viewBooking: "View booking",
  myBookings: "My bookings",
};

export interface CancellationConfirmationProps {
  /** The service's confirmation of the cancellation. */
  confirmation: CancellationConfirmPayload;
  /** The booking's page and the user's bookings (the app's routes; ui never routes). */
  bookingHref: string;
  myBookingsHref: string;
  /** The credit note links of a signed-in user; none for a guest. */
  creditNotes?: CreditNotes;
  messages?: Partial<CancellationConfirmationMessages>;
  refundQuoteMessages?: RefundQuoteProps["messages"];
}

/**
 * A confirmed cancellation (J§2): its request id and when it was raised, the booking's status
 * now, the refund, the remarks, its credit notes (decision 0024), and the ways on.
 */
export function CancellationConfirmation({
  confirmation,
  bookingHref,
  myBookingsHref,
  creditNotes,
  messages,
  refundQuoteMessages,
}: CancellationConfirmationProps) {
  const text = { ...defaultCancellationConfirmationMessages, ...messages };
  return (
    <div data-slot="cancellation-confirmation" className="flex flex-col gap-6 text-fg">
      <h1 className="text-2xl font-semibold">{text.heading}</h1>
      <Alert tone="success" title={text.requestId(confirmation.amendmentId)}>
        {text.raisedBefore(confirmation.bookingId)} <InstantTime value={confirmation.createdAt} />{" "}
        {text.raisedAfter}
      </Alert>
      <p className="flex flex-wrap items-center gap-2">
        {text.bookingStatus} <StatusBadge status={confirmation.bookingStatus} />
      </p>
      <RefundQuote
        quote={confirmation}
        caption={text.refundCaption}
        messages={refundQuoteMessages}
      />
      {confirmation.remarks ? <p>{text.remarks(confirmation.remarks)}</p> : null}
      {creditNotes ? (
        <CreditNoteLinks
          amendmentId={confirmation.amendmentId}
          creditNotes={creditNotes}
          labels={text.creditNotes}
          linkName={text.creditNoteLinkName}
        />
      ) : null}
      <p className="flex flex-wrap gap-6">
        <a href={bookingHref} className={textLink}>
          {text.viewBooking}
        </a>
        <a href={myBookingsHref} className={textLink}>
          {text.myBookings}
        </a>
      </p>
    </div>
  );
}
