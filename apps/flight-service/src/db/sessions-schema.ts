import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per session (a sign-in, or a visitor's guest token): a token is valid only while
 * the row it names is there and its generation is current or, briefly, the one before
 * (decision 0036). Logout, a password reset and a deactivated account end sessions; rows
 * past their expiry are deleted as new sessions start.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** An account's id, or a visitor's GUEST-… id (no account row). */
    userId: text("user_id").notNull(),
    generation: integer("generation").notNull(),
    /** When the current generation began. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull(),
    /** The white-label key of the host it started on (null: the base brand's); only that host's calls may use it. */
    whiteLabel: text("white_label"),
    /** When the newest token issued for it expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sessions_user_id").on(table.userId),
    index("sessions_expires_at").on(table.expiresAt),
  ],
);
