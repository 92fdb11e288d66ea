import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

export type UserRow = typeof users.$inferSelect;
