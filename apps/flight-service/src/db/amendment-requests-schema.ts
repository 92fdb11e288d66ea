import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/** The passengers of each segment an amendment request is about. */
export interface RequestedSegment {
  segmentId: string;
  passengerIds: string[];
}

/**
 * An amendment other than cancellation (date change, class change, no show, correction,
 * miscellaneous) asked of the travel desk; its id is the request id shown to the user.
 */
export const amendmentRequests = pgTable(
  "amendment_requests",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: text("user_id").notNull(),
    type: text("type").notNull(),
    segments: jsonb("segments").$type<RequestedSegment[]>().notNull(),
    correction: text("correction"),
    remarks: text("remarks"),
    status: text("status").notNull().default("REQUESTED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "amendment_requests_type_check",
      sql`${table.type} in ('REISSUE', 'CLASS_CHANGE', 'NO_SHOW', 'CORRECTION', 'MISCELLANEOUS')`,
    ),
    check("amendment_requests_status_check", sql`${table.status} in ('REQUESTED')`),
    index("amendment_requests_booking").on(table.bookingId),
  ],
);

export type AmendmentRequestRow = typeof amendmentRequests.$inferSelect;
