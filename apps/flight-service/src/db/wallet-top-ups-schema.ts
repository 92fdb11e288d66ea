import type { TopUpWallet } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Wallet top-up orders (decision 0065): an amount for one of the payer's wallets, paid
 * through the gateway (its payments name the order). OPEN until a payment of it succeeds;
 * then CREDITED with the gateway reference that paid it, unique, beside the ledger entry
 * keyed by that reference: a top-up is credited once however often its settlement runs.
 */
export const walletTopUps = pgTable(
  "wallet_top_ups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    wallet: text("wallet").$type<TopUpWallet>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").$type<"OPEN" | "CREDITED">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    creditedBy: text("credited_by").unique(),
    creditedAt: timestamp("credited_at", { withTimezone: true }),
  },
  (table) => [
    check("wallet_top_ups_wallet_check", sql`${table.wallet} in ('DEPOSIT', 'TJ_CASH')`),
    check("wallet_top_ups_amount_check", sql`${table.amount} > 0`),
    check(
      "wallet_top_ups_status_check",
      sql`(${table.status} = 'OPEN' and ${table.creditedBy} is null) or (${table.status} = 'CREDITED' and ${table.creditedBy} is not null and ${table.creditedAt} is not null)`,
    ),
    index("wallet_top_ups_user").on(table.userId),
  ],
);

export type WalletTopUpRow = typeof walletTopUps.$inferSelect;
