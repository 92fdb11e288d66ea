import { type InvoiceAudience, LOGIN_REQUIRED_LABELS } from "@wayfare/domain";
import { Link } from "react-router";

export const INVOICE_AUDIENCE_LABELS: Record<InvoiceAudience, string> = {
  AGENCY: "Invoice for agency",
  CORPORATE: "Invoice for corporate",
  CUSTOMER: "Invoice for customer",
};

const linkClass = "font-semibold text-link underline";

/**
 * The invoices a signed-in user's role gets (the domain's invoiceAudiencesFor), as links to
 * the printable invoice; a guest is asked to log in (J§2 'Login for Invoice').
 */
export function InvoiceLinks({
  bookingId,
  audiences,
}: {
  bookingId: string;
  /** Null for a guest. */
  audiences: readonly InvoiceAudience[] | null;
}) {
  if (!audiences) {
    return (
      <li>
        <Link to="/app/login" className={linkClass}>
          {LOGIN_REQUIRED_LABELS.invoice}
        </Link>
      </li>
    );
  }
  return audiences.map((audience) => (
    <li key={audience}>
      <Link
        to={`/flight/invoice?bookingId=${bookingId}&audience=${audience}`}
        className={linkClass}
        reloadDocument
      >
        {INVOICE_AUDIENCE_LABELS[audience]}
      </Link>
    </li>
  ));
}
