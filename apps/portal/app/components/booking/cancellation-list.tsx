import { type BookingPayload, formatMoney, type InvoiceAudience } from "@wayfare/domain";
import { defaultCreditNoteAudienceLabels } from "@wayfare/ui";
import { Link } from "react-router";
import { linkClasses } from "../after-booking/link-classes";
import { invoiceHref } from "./invoice-links";
import { InstantTime } from "./pay-by";

/** A cancellation's credit notes, one per invoice the user's role gets. */
export function CreditNoteLinks({
  bookingId,
  amendmentId,
  audiences,
}: {
  bookingId: string;
  amendmentId: string;
  audiences: readonly InvoiceAudience[];
}) {
  return (
    <span className="flex flex-wrap gap-4">
      {audiences.map((audience) => (
        <Link
          key={audience}
          to={invoiceHref(bookingId, audience, amendmentId)}
          className={linkClasses}
          aria-label={`${defaultCreditNoteAudienceLabels[audience]}, request ${amendmentId}`}
        >
          {defaultCreditNoteAudienceLabels[audience]}
        </Link>
      ))}
    </span>
  );
}

/**
 * The booking's cancellations (J§2 amendments): request id, when, the refund, and their
 * credit notes for a signed-in user (a guest has none: 'Login for Invoice').
 */
export function CancellationList({
  booking,
  invoiceAudiences,
}: {
  booking: BookingPayload;
  invoiceAudiences: readonly InvoiceAudience[] | null;
}) {
  const cancellations = booking.cancellations ?? [];
  if (cancellations.length === 0) return null;
  return (
    <section aria-labelledby="cancellations-heading" className="mt-6 flex flex-col gap-2">
      <h2 id="cancellations-heading" className="text-lg font-semibold">
        Cancellations
      </h2>
      <ul className="flex flex-col gap-3">
        {cancellations.map((cancellation) => (
          <li key={cancellation.amendmentId} className="flex flex-col gap-1">
            <span>
              Request ID <strong>{cancellation.amendmentId}</strong>, raised on{" "}
              <InstantTime value={cancellation.createdAt} /> · Refund{" "}
              {formatMoney(cancellation.refund)}
            </span>
            {invoiceAudiences ? (
              <CreditNoteLinks
                bookingId={booking.bookingId}
                amendmentId={cancellation.amendmentId}
                audiences={invoiceAudiences}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
