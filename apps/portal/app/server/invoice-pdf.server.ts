import {
  formatIndiaTime,
  formatMoney,
  INVOICE_SECTIONS,
  type InvoicePayload,
} from "@wayfare/domain";
import { defaultInvoiceDocumentMessages as text } from "@wayfare/ui";
import { PdfWriter } from "./pdf-writer.server";

/**
 * An invoice as a PDF to download beside its printable page (issue 21): the same facts as
 * the page, in the same words — numbers and dates, supplier and recipient, the trip, and each
 * section's lines with their amounts flush right.
 */
export async function invoicePdf(invoice: InvoicePayload): Promise<Uint8Array> {
  const creditNote = invoice.kind === "CREDIT_NOTE";
  const heading = creditNote
    ? text.creditNotes[invoice.audience]
    : `${text.taxInvoice} (${text.invoices[invoice.audience]})`;
  const out = new PdfWriter(`${heading} ${invoice.taxInvoiceNumber}`);
  out.line(heading, { size: 18, bold: true, gap: 12 });
  const facts: [string, string | undefined][] = [
    [text.taxInvoiceNumber, invoice.taxInvoiceNumber],
    [creditNote ? text.creditNoteNumber : text.invoiceNumber, invoice.invoiceNumber],
    [text.cancellationRequestId, invoice.amendmentId],
    [text.dateOfIssue, formatIndiaTime(invoice.issuedAt)],
    [text.bookingId, invoice.bookingId],
    [text.sacCode, invoice.sacCode],
    [text.supply, text.supplyTypes[invoice.supplyType]],
  ];
  for (const [label, value] of facts) if (value) out.line(`${label}: ${value}`, { gap: 3 });
  for (const [title, party] of [
    [text.supplier, invoice.supplier],
    [text.billedTo, invoice.recipient],
  ] as const) {
    out.space();
    out.line(title, { size: 13, bold: true, gap: 6 });
    out.line(party.name, { bold: true, gap: 3 });
    if (party.gstin) out.line(text.gstin(party.gstin), { gap: 3 });
    if (party.address) out.line(party.address, { gap: 3 });
  }
  out.space();
  out.line(`${text.passengers}: ${invoice.passengers.join(", ")}`, { gap: 3 });
  out.line(`${text.sectors}: ${invoice.sectors}`, { gap: 3 });
  out.line(`${text.flight}: ${invoice.flight}`, { gap: 3 });
  out.line(`${text.travelDate}: ${invoice.travelDate}`, { gap: 3 });
  for (const section of INVOICE_SECTIONS) {
    const lines = invoice.lines.filter((line) => line.section === section);
    if (lines.length === 0) continue;
    out.space();
    out.line(text.sections[section], { size: 13, bold: true, gap: 6 });
    for (const line of lines) {
      out.row(line.label, formatMoney(line.amount), { bold: line.key === "total", gap: 4 });
    }
  }
  return out.save();
}
