import type { BaggageClaimReason, BaggageClaimStatus } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/**
 * Baggage protect claims (J§9, decision 0060): one per passenger (1-based id) and flight of
 * a booking, which the unique index keeps when two are filed at once. `amount` is the most
 * it pays, the payout per passenger in paise.
 */
export const baggageClaims = pgTable(
  "baggage_claims",
  {
    id: serial("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    passengerId: text("passenger_id").notNull(),
    segmentId: text("segment_id").notNull(),
    reason: text("reason").$type<BaggageClaimReason>().notNull(),
    description: text("description").notNull(),
    status: text("status").$type<BaggageClaimStatus>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Who filed it: a user id (a guest's has no account row). */
    filedBy: text("filed_by").notNull(),
    filedAt: timestamp("filed_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("baggage_claims_one_per_passenger_flight").on(
      table.bookingId,
      table.passengerId,
      table.segmentId,
    ),
    index("baggage_claims_booking").on(table.bookingId, table.filedAt),
    check("baggage_claims_reason_check", sql`${table.reason} in ('LOST', 'DELAYED', 'DAMAGED')`),
    check("baggage_claims_status_check", sql`${table.status} in ('Submitted')`),
    check("baggage_claims_amount_check", sql`${table.amount} >= 0`),
  ],
);

export type BaggageClaimRow = typeof baggageClaims.$inferSelect;
