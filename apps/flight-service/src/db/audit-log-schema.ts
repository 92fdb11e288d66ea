import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who did what to what, and when, on the back office's calls (issue 22): a desk's look-ups
 * and openings of other users' bookings, and (as dashboards come) each change with the values
 * before and after. Written in the same transaction as the change, never updated.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: text("actor_id").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").notNull(),
    /** What it was done to: a booking id, a user id, a search text. */
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_log_at").on(table.at),
    index("audit_log_subject").on(table.subject, table.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
