import { boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Feature toggles (F§6, decision 0083): a feature on or off for one user id or for `All`,
 * and who set it last, when. A user's own row wins over the All row.
 */
export const featureToggles = pgTable(
  "feature_toggles",
  {
    feature: text("feature").notNull(),
    /** A user id, or `All`. */
    target: text("target").notNull(),
    enabled: boolean("enabled").notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.feature, table.target] })],
);

export type FeatureToggleRow = typeof featureToggles.$inferSelect;
