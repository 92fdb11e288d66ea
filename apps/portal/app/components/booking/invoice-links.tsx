import { type InvoiceAudience, LOGIN_REQUIRED_LABELS } from "@wayfare/domain";
import { type CreditNotes, defaultInvoiceAudienceLabels, type MoreOption } from "@wayfare/ui";

export function invoiceHref(
  bookingId: string,
  audience: InvoiceAudience,
  document?:
    | { amendmentId: string }
    | { modificationId: string }
    | { reissueId: string }
    | { chargeId: string },
) {
  const query = new URLSearchParams({ bookingId, audience, ...document });
  return `/flight/invoice?${query}`;
}

type LaterDocument = { modificationId: string } | { reissueId: string } | { chargeId: string };

function laterDocumentName(document: LaterDocument): { id: string; name: string } {
  if ("chargeId" in document) return { id: document.chargeId, name: "Miscellaneous invoice" };
  const id = "reissueId" in document ? document.reissueId : document.modificationId;
  return { id, name: "Amendment invoice" };
}

/**
 * The invoices issued after ticketing: amendment invoices of seats, meals or baggage added
 * (decision 0067) and of reissues paid for (decision 0069), and miscellaneous invoices of the
 * desk's charges (decision 0084).
 */
export function laterInvoiceOptions(
  bookingId: string,
  documents: readonly LaterDocument[],
  /** Null for a guest. */
  audiences: readonly InvoiceAudience[] | null,
): MoreOption[] {
  return documents.flatMap((document) => {
    const { id, name } = laterDocumentName(document);
    return (audiences ?? []).map((audience) => ({
      key: `later-invoice-${id}-${audience}`,
      label: `${name} ${id} (${defaultInvoiceAudienceLabels[audience]})`,
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
