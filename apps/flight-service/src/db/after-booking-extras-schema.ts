import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Miscellaneous charges on bookings (decision 0084): each is billed on its own miscellaneous
 * invoice. The idempotency key is one per form shown, so a double submit issues one charge.
 */
export const miscellaneousCharges = pgTable(
  "miscellaneous_charges",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").notNull(),
    description: text("description").notNull(),
    /** Paise, before GST. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    issuedBy: text("issued_by").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("miscellaneous_charges_booking").on(table.bookingId)],
);
export type MiscellaneousChargeRow = typeof miscellaneousCharges.$inferSelect;

/**
 * Bookings an agent imported by their PNR (decision 0084): whose they were and whose they
 * became. One per booking: a booking is imported once.
 */
export const bookingImports = pgTable("booking_imports", {
  bookingId: text("booking_id").primaryKey(),
  fromUserId: text("from_user_id").notNull(),
  toUserId: text("to_user_id").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull(),
});
