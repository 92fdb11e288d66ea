import type { BookedAddOn, PaymentWallet } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/**
 * Seats, meals and baggage added to a ticketed booking (decision 0067): quoted with their
 * prices, then PAID once from a wallet (its ledger entry is keyed by the modification id)
 * or by a gateway payment (`paid_by`, unique),
 * when the additions join the booking's add-ons.
 */
export const bookingModifications = pgTable(
  "booking_modifications",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    quotedBy: text("quoted_by").notNull(),
    added: jsonb("added").$type<BookedAddOn[]>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").$type<"QUOTED" | "PAID">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    wallet: text("wallet").$type<PaymentWallet>(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The gateway payment (order ref id) that paid it by card, UPI or net banking. */
    paidBy: text("paid_by"),
  },
  (table) => [
    check("booking_modifications_amount_check", sql`${table.amount} >= 0`),
    check(
      "booking_modifications_status_check",
      sql`(${table.status} = 'QUOTED' and ${table.paidAt} is null and ${table.paidBy} is null) or (${table.status} = 'PAID' and ${table.paidAt} is not null and ((${table.wallet} in ('DEPOSIT', 'CREDIT_LINE') and ${table.paidBy} is null) or (${table.wallet} is null and ${table.paidBy} is not null)))`,
    ),
    index("booking_modifications_booking").on(table.bookingId),
    // A gateway payment pays for one modification, once.
    uniqueIndex("booking_modifications_paid_by").on(table.paidBy),
  ],
);

export type BookingModificationRow = typeof bookingModifications.$inferSelect;
