import type { GstDetails } from "@wayfare/domain";
import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * GST billing details a signed-in user asked to keep for later bookings (J§2 save-GST
 * option): one row per user and GST number (upper-case), its details replaced and
 * `saved_at` renewed when saved again; the newest MAX_SAVED_GST_DETAILS are kept.
 */
export const savedGstDetails = pgTable(
  "saved_gst_details",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    gstNumber: text("gst_number").notNull(),
    details: jsonb("details").$type<GstDetails>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gstNumber] }),
    index("saved_gst_details_user_saved").on(table.userId, table.savedAt),
  ],
);

export type SavedGstDetailsRow = typeof savedGstDetails.$inferSelect;
