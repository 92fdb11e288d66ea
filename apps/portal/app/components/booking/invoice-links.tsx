import { type InvoiceAudience, LOGIN_REQUIRED_LABELS } from "@wayfare/domain";
import { type CreditNotes, defaultInvoiceAudienceLabels, type MoreOption } from "@wayfare/ui";

export function invoiceHref(
  bookingId: string,
  audience: InvoiceAudience,
  document?: { amendmentId: string } | { modificationId: string } | { reissueId: string },
) {
  const query = new URLSearchParams({ bookingId, audience, ...document });
  return `/flight/invoice?${query}`;
}

/**
 * The amendment invoices of seats, meals or baggage added after ticketing (decision 0067)
 * and of reissues paid for (decision 0069).
 */
export function amendmentInvoiceOptions(
  bookingId: string,
  documents: readonly ({ modificationId: string } | { reissueId: string })[],
  /** Null for a guest. */
  audiences: readonly InvoiceAudience[] | null,
): MoreOption[] {
  return documents.flatMap((document) => {
    const id = "reissueId" in document ? document.reissueId : document.modificationId;
    return (audiences ?? []).map((audience) => ({
      key: `amendment-invoice-${id}-${audience}`,
      label: `Amendment invoice ${id} (${defaultInvoiceAudienceLabels[audience]})`,
      href: invoiceHref(bookingId, audience, document),
    }));
  });
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
    label: defaultInvoiceAudienceLabels[audience],
    href: invoiceHref(bookingId, audience),
  }));
}

/** A cancellation's credit note links for a signed-in user's role; none for a guest. */
export function creditNotesFor(
  bookingId: string,
  /** Null for a guest. */
  audiences: readonly InvoiceAudience[] | null,
): CreditNotes | undefined {
  if (!audiences) return undefined;
  return {
    audiences,
    href: (amendmentId, audience) => invoiceHref(bookingId, audience, { amendmentId }),
  };
}
