import type { CancellationConfirmPayload, InvoiceAudience } from "@wayfare/domain";
import { Alert, RefundQuote, StatusBadge } from "@wayfare/ui";
import { Link } from "react-router";
import { CreditNoteLinks } from "../booking/cancellation-list";
import { InstantTime } from "../booking/pay-by";
import { linkClasses } from "./link-classes";

/**
 * The confirmed cancellation: its request id (J§2), the booking's status now, the refund,
 * and its credit notes for a signed-in user.
 */
export function CancellationDone({
  confirmation,
  invoiceAudiences,
}: {
  confirmation: CancellationConfirmPayload;
  invoiceAudiences: readonly InvoiceAudience[] | null;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Cancellation confirmed</h1>
      <Alert tone="success" title={`Request ID ${confirmation.amendmentId}`}>
        Your cancellation request for booking {confirmation.bookingId} was raised on{" "}
        <InstantTime value={confirmation.createdAt} /> (India time).
      </Alert>
      <p className="flex flex-wrap items-center gap-2">
        Booking status <StatusBadge status={confirmation.bookingStatus} />
      </p>
      <RefundQuote quote={confirmation} caption="Refund" />
      {confirmation.remarks ? <p>Remarks: {confirmation.remarks}</p> : null}
      {invoiceAudiences ? (
        <CreditNoteLinks
          bookingId={confirmation.bookingId}
          amendmentId={confirmation.amendmentId}
          audiences={invoiceAudiences}
        />
      ) : null}
      <p className="flex flex-wrap gap-6">
        <Link
          to={`/flight/confirmation?bookingId=${confirmation.bookingId}`}
          className={linkClasses}
        >
          View booking
        </Link>
        <Link to="/my-bookings?tab=Cancelled" className={linkClasses}>
          My bookings
        </Link>
      </p>
    </div>
  );
}
