import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Numbers of self-registered users (U200001, …); demo accounts use the U1001… range. */
export const userNumbers = pgSequence("user_numbers", { startWith: 200001 });

export interface UserProfile {
  phone?: string;
  panInfo?: { number: string; panName: string };
  addressInfo?: {
    address: string;
    pincode: string;
    cityInfo: { name: string; state: string; country: string };
  };
}

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    partnerId: text("partner_id").notNull(),
    role: text("role").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    mobile: text("mobile").unique(),
    passwordHash: text("password_hash").notNull(),
    status: text("status").notNull().default("ACTIVE"),
    additionalInfo: jsonb("additional_info")
      .$type<{ gps: string[]; aps: string[]; logoUrl?: string }>()
      .notNull()
      .default({ gps: [], aps: [] }),
    profile: jsonb("profile").$type<UserProfile>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("users_status_check", sql`${table.status} in ('ACTIVE', 'INACTIVE')`)],
);

/** Keys the service signs tokens with, when none is given in TOKEN_SECRET. */
export const signingKeys = pgTable("signing_keys", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per OTP sent. `login_key` is the normalised user name the OTP was asked for;
 * `user_id` is null when no account has that name (the row still counts for the rate
 * limit, and its code is never delivered, so nobody can tell the two apart).
 */
export const otpRequests = pgTable(
  "otp_requests",
  {
    id: uuid("id").primaryKey(),
    purpose: text("purpose").notNull(),
    loginKey: text("login_key").notNull(),
    requestId: text("request_id").notNull(),
    userId: text("user_id").references(() => users.id),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "otp_requests_purpose_check",
      sql`${table.purpose} in ('INTERNAL_LOGIN', 'FORGOT_PASSWORD')`,
    ),
    index("otp_requests_lookup").on(
      table.purpose,
      table.loginKey,
      table.requestId,
      table.createdAt,
    ),
    index("otp_requests_rate").on(table.loginKey, table.createdAt),
  ],
);

/** Messages the service would send (OTPs, tickets, notifications): read, never delivered. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("outbox_messages_channel_check", sql`${table.channel} in ('EMAIL', 'SMS')`),
    index("outbox_messages_recipient").on(table.recipient, table.id),
  ],
);

/**
 * The wallets' append-only ledger (a trigger refuses UPDATE and DELETE): an account is a
 * user and a wallet kind, its balance the sum of its entries' signed paise.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    wallet: text("wallet").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    reference: text("reference"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "ledger_entries_wallet_check",
      sql`${table.wallet} in ('DEPOSIT', 'CREDIT_LINE', 'TJ_CASH', 'CREDIT_SHELL')`,
    ),
    check("ledger_entries_amount_check", sql`${table.amount} <> 0`),
    index("ledger_entries_account").on(table.userId, table.wallet),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OtpRequestRow = typeof otpRequests.$inferSelect;
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
