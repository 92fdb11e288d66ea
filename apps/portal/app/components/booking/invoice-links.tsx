import { type InvoiceAudience, LOGIN_REQUIRED_LABELS } from "@wayfare/domain";
import type { MoreOption } from "@wayfare/ui";

export const INVOICE_AUDIENCE_LABELS: Record<InvoiceAudience, string> = {
  AGENCY: "Invoice for agency",
  CORPORATE: "Invoice for corporate",
  CUSTOMER: "Invoice for customer",
};

export const CREDIT_NOTE_AUDIENCE_LABELS: Record<InvoiceAudience, string> = {
  AGENCY: "Credit note for agency",
  CORPORATE: "Credit note for corporate",
  CUSTOMER: "Credit note for customer",
};

export function invoiceHref(bookingId: string, audience: InvoiceAudience, amendmentId?: string) {
  const query = new URLSearchParams({ bookingId, audience });
  if (amendmentId) query.set("amendmentId", amendmentId);
  return `/flight/invoice?${query}`;
}

/**
 * The invoices a signed-in user's role gets (the domain's invoiceAudiencesFor), as links to
 * the printable invoice; a guest is asked to log in (J§2 'Login for Invoice').
 */
export function invoiceOptions(
  bookingId: string,
  /** Null for a guest. */
  audiences: readonly InvoiceAudience[] | null,
): MoreOption[] {
  if (!audiences) {
    return [{ key: "invoice-login", label: LOGIN_REQUIRED_LABELS.invoice, href: "/app/login" }];
  }
  return audiences.map((audience) => ({
    key: `invoice-${audience}`,
    label: INVOICE_AUDIENCE_LABELS[audience],
    href: invoiceHref(bookingId, audience),
  }));
}
