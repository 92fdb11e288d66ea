import type { InvoiceAudience } from "@wayfare/domain";

/** Each audience's tax invoice (J§2 more options). */
export const defaultInvoiceAudienceLabels: Record<InvoiceAudience, string> = {
  AGENCY: "Invoice for agency",
  CORPORATE: "Invoice for corporate",
  CUSTOMER: "Invoice for customer",
};

/** Each audience's credit note of a cancellation (decision 0024). */
export const defaultCreditNoteAudienceLabels: Record<InvoiceAudience, string> = {
  AGENCY: "Credit note for agency",
  CORPORATE: "Credit note for corporate",
  CUSTOMER: "Credit note for customer",
};
