import type { GatewayMode } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Card, UPI and net-banking payments through the simulated gateway: what was asked, how the
 * gateway will settle it (decided at initiation, applied once `settles_at` has passed), and
 * how it did. Only the masked instrument is kept, never a card number or CVV.
 */
export const gatewayPayments = pgTable(
  "gateway_payments",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").notNull(),
    userId: text("user_id").notNull(),
    mode: text("mode").$type<GatewayMode>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    instrument: text("instrument").notNull(),
    status: text("status").$type<"PENDING" | "SUCCESS" | "FAILED">().notNull(),
    /** The gateway's answer once it settles: SUCCESS, or FAILED with its reason. */
    outcome: text("outcome").$type<"SUCCESS" | "FAILED">().notNull(),
    failureReason: text("failure_reason"),
    settlesAt: timestamp("settles_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "gateway_payments_status_check",
      sql`${table.status} in ('PENDING', 'SUCCESS', 'FAILED')`,
    ),
    index("gateway_payments_user").on(table.userId),
    // At most one payment of a booking is in flight at a time.
    uniqueIndex("gateway_payments_one_pending")
      .on(table.bookingId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
