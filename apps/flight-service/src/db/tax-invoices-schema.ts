import { integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * Tax invoices issued: one per booking and audience, numbered consecutively within India's
 * financial year (the domain's taxInvoiceNumber). Asking again answers the same number.
 */
export const taxInvoices = pgTable(
  "tax_invoices",
  {
    bookingId: text("booking_id").notNull(),
    audience: text("audience").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("tax_invoices_per_booking").on(table.bookingId, table.audience),
    unique("tax_invoices_serial").on(table.financialYear, table.serial),
  ],
);
