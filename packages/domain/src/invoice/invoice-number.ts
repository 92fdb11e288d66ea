import type { InvoiceAudience } from "./invoice-document";

/**
 * Invoice numbers (J§3 "invoice and tax invoice numbers"). A GST tax invoice carries a
 * consecutive serial unique within India's financial year (April to March), at most 16
 * characters (CGST Rules, rule 46(b)): "WF/26-27/000123". The invoice number names the
 * document for the booking and audience: "INV-WF1234567890123-A"; a credit note, for the
 * cancellation (its request id) and audience: "CN-AM1234567890-A". Credit notes take their
 * serial from the same yearly series as invoices.
 */
export const TAX_INVOICE_SERIAL_DIGITS = 6;
export const TAX_INVOICE_NUMBER_MAX_LENGTH = 16;

const INDIA_OFFSET_MINUTES = 330;

/** "2026-27" for any day from 1 April 2026 to 31 March 2027, in India time. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export function taxInvoiceNumber(financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** TAX_INVOICE_SERIAL_DIGITS) {
    throw new RangeError(`tax invoice serial out of range: ${serial}`);
  }
  const years = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  return `WF/${years}/${String(serial).padStart(TAX_INVOICE_SERIAL_DIGITS, "0")}`;
}

const AUDIENCE_LETTERS: Record<InvoiceAudience, string> = {
  AGENCY: "A",
  CORPORATE: "K",
  CUSTOMER: "C",
};

export function invoiceNumberOf(bookingId: string, audience: InvoiceAudience): string {
  return `INV-${bookingId}-${AUDIENCE_LETTERS[audience]}`;
}

/** A cancellation's credit note for an audience: "CN-AM1234567890-A". */
export function creditNoteNumberOf(amendmentId: string, audience: InvoiceAudience): string {
  return `CN-${amendmentId}-${AUDIENCE_LETTERS[audience]}`;
}

/** Seats, meals or baggage added after ticketing, for an audience: "AI-MB123456789012-A". */
export function amendmentInvoiceNumberOf(
  modificationId: string,
  audience: InvoiceAudience,
): string {
  return `AI-${modificationId}-${AUDIENCE_LETTERS[audience]}`;
}

/** A miscellaneous charge's invoice for an audience: "MI-MC1234567890-A" (decision 0084). */
export function miscellaneousInvoiceNumberOf(chargeId: string, audience: InvoiceAudience): string {
  return `MI-${chargeId}-${AUDIENCE_LETTERS[audience]}`;
}
