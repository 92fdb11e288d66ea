import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/**
 * A booking's journey page shared by an agent (decision 0072): the link's token is kept only
 * as its SHA-256, so a copy of the table opens no page. Sharing again revokes the link
 * before; a revoked link opens nothing.
 */
export const customerJourneyShares = pgTable(
  "customer_journey_shares",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    tokenHash: text("token_hash").notNull().unique(),
    showPrice: boolean("show_price").notNull(),
    sharedBy: text("shared_by").notNull(),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("customer_journey_shares_live")
      .on(table.bookingId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type CustomerJourneyShareRow = typeof customerJourneyShares.$inferSelect;
