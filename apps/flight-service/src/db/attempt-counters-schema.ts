import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Tries of a secret (a password per account or user name, a guest lookup per booking id),
 * for the domain's ATTEMPT_LIMITS: one row per target and client address, and one per target
 * with the client "*" for all addresses together. A row's count starts again with the first
 * try after its window; the target's rows of past windows are deleted as it is tried again.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    scope: text("scope").notNull(),
    target: text("target").notNull(),
    client: text("client").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.target, table.client] })],
);
