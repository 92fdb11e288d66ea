import {
  INVOICE_SECTIONS,
  type InvoiceAudience,
  type InvoicePayload,
  type InvoiceSection,
} from "@wayfare/domain";
import type { ReactNode } from "react";
import { InstantTime } from "../../lib/instant-time";
import {
  defaultCreditNoteAudienceLabels,
  defaultInvoiceAudienceLabels,
} from "../../lib/invoice-labels";
import { InvoiceParty } from "./parts/InvoiceParty";
import { InvoiceSectionTable } from "./parts/InvoiceSectionTable";

type SupplyType = InvoicePayload["supplyType"];

export interface InvoiceDocumentMessages {
  taxInvoice: string;
  invoices: Record<InvoiceAudience, string>;
  creditNotes: Record<InvoiceAudience, string>;
  taxInvoiceNumber: string;
  invoiceNumber: string;
  creditNoteNumber: string;
  cancellationRequestId: string;
  dateOfIssue: string;
  bookingId: string;
  sacCode: string;
  supply: string;
  supplyTypes: Record<SupplyType, string>;
  supplier: string;
  billedTo: string;
  gstin: (gstin: string) => string;
  passengers: string;
  sectors: string;
  flight: string;
  travelDate: string;
  sections: Record<InvoiceSection, string>;
  /** The hint under the document, hidden in print. */
  printHint: (isCreditNote: boolean) => string;
}

export const defaultInvoiceDocumentMessages: InvoiceDocumentMessages = {
  taxInvoice: "Tax invoice",
  invoices: defaultInvoiceAudienceLabels,
  creditNotes: defaultCreditNoteAudienceLabels,
  taxInvoiceNumber: "Tax invoice number",
  invoiceNumber: "Invoice number",
  creditNoteNumber: "Credit note number",
  cancellationRequestId: "Cancellation request ID",
  dateOfIssue: "Date of issue",
  bookingId: "Booking id",
  sacCode: "SAC code",
  supply: "Supply",
  supplyTypes: { INTRA_STATE: "Within the state", INTER_STATE: "Between states" },
  supplier: "Supplier",
  billedTo: "Billed to",
  gstin: (gstin) => `GSTIN ${gstin}`,
  passengers: "Passengers",
  sectors: "Sectors",
  flight: "Flight",
  travelDate: "Travel date",
  sections: {
    charges: "Charges",
    gst: "GST on service fees",
    total: "Total",
    agency: "Agency settlement",
  },
  printHint: (isCreditNote) =>
    `Use your browser's Print command to print this ${isCreditNote ? "credit note" : "invoice"} or save it as a PDF.`,
};

export interface InvoiceDocumentProps {
  /** A booking's tax invoice, or (`kind: "CREDIT_NOTE"`) a cancellation's credit note. */
  invoice: InvoicePayload;
  /** The way back to the booking (a link of the app's router); hidden in print. */
  backLink?: ReactNode;
  /** The link to download it as a PDF; hidden in print. */
  pdfLink?: ReactNode;
  messages?: Partial<InvoiceDocumentMessages>;
}

/**
 * A printable tax invoice or credit note for one audience (J§2 more options, J§3 invoice
 * fields, decision 0024): numbers and dates, supplier and recipient, the trip, and the
 * charges, GST, total and (for an agency) settlement, each section a table.
 */
export function InvoiceDocument({ invoice, backLink, pdfLink, messages }: InvoiceDocumentProps) {
  const text = { ...defaultInvoiceDocumentMessages, ...messages };
  const creditNote = invoice.kind === "CREDIT_NOTE";
  const sections = INVOICE_SECTIONS.map((section) => ({
    section,
    lines: invoice.lines.filter((line) => line.section === section),
  })).filter(({ lines }) => lines.length > 0);
  const term = "text-fg-muted";
  return (
    <div data-slot="invoice-document" className="flex flex-col gap-6 text-fg">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {creditNote ? (
            text.creditNotes[invoice.audience]
          ) : (
            <>
              {text.taxInvoice}{" "}
              <span className="text-base font-normal text-fg-muted">
                ({text.invoices[invoice.audience]})
              </span>
            </>
          )}
        </h1>
        {backLink || pdfLink ? (
          <span className="flex gap-4 print:hidden">
            {pdfLink}
            {backLink}
          </span>
        ) : null}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className={term}>{text.taxInvoiceNumber}</dt>
        <dd className="font-semibold">{invoice.taxInvoiceNumber}</dd>
        <dt className={term}>{creditNote ? text.creditNoteNumber : text.invoiceNumber}</dt>
        <dd>{invoice.invoiceNumber}</dd>
        {invoice.amendmentId ? (
          <>
            <dt className={term}>{text.cancellationRequestId}</dt>
            <dd>{invoice.amendmentId}</dd>
          </>
        ) : null}
        <dt className={term}>{text.dateOfIssue}</dt>
        <dd>
          <InstantTime value={invoice.issuedAt} />
        </dd>
        <dt className={term}>{text.bookingId}</dt>
        <dd>{invoice.bookingId}</dd>
        <dt className={term}>{text.sacCode}</dt>
        <dd>{invoice.sacCode}</dd>
        <dt className={term}>{text.supply}</dt>
        <dd>{text.supplyTypes[invoice.supplyType]}</dd>
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <InvoiceParty title={text.supplier} party={invoice.supplier} gstin={text.gstin} />
        <InvoiceParty title={text.billedTo} party={invoice.recipient} gstin={text.gstin} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className={term}>{text.passengers}</dt>
        <dd>{invoice.passengers.join(", ")}</dd>
        <dt className={term}>{text.sectors}</dt>
        <dd>{invoice.sectors}</dd>
        <dt className={term}>{text.flight}</dt>
        <dd>{invoice.flight}</dd>
        <dt className={term}>{text.travelDate}</dt>
        <dd>{invoice.travelDate}</dd>
      </dl>
      {sections.map(({ section, lines }) => (
        <InvoiceSectionTable key={section} caption={text.sections[section]} lines={lines} />
      ))}
      <p className="text-sm text-fg-muted print:hidden">{text.printHint(creditNote)}</p>
    </div>
  );
}
