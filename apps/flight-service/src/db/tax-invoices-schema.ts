import { integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * Tax invoices issued: one per booking and audience, and one per cancellation (credit note)
 * and audience, numbered consecutively within India's financial year in one series (the
 * domain's taxInvoiceNumber). Asking again answers the same number.
 */
export const taxInvoices = pgTable(
  "tax_invoices",
  {
    bookingId: text("booking_id").notNull(),
    audience: text("audience").notNull(),
    /** "BOOKING" for the booking's invoice, or the request id of a cancellation's credit note. */
    document: text("document").notNull().default("BOOKING"),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("tax_invoices_per_document").on(table.bookingId, table.audience, table.document),
    unique("tax_invoices_serial").on(table.financialYear, table.serial),
  ],
);
