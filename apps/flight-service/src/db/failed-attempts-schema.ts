import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed tries of a secret (a password per user name, a guest lookup per booking id), for
 * the domain's ATTEMPT_LIMITS. Only the window's rows matter; older ones are deleted as new
 * failures of the same target are written.
 */
export const failedAttempts = pgTable(
  "failed_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text("scope").notNull(),
    target: text("target").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("failed_attempts_target").on(table.scope, table.target, table.createdAt)],
);
