import type { AmendmentRequestStatus } from "@wayfare/domain";
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
 * miscellaneous) asked of the travel desk; its id is the request id shown to the user. The
 * desk closes it as COMPLETED or REJECTED with a note (decision 0027).
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
    status: text("status").$type<AmendmentRequestStatus>().notNull().default("REQUESTED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The travel desk's closing: who, when, and the note emailed to the traveller. */
    processedBy: text("processed_by"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    note: text("note"),
    /** The shared journey link the traveller raised it from (decision 0072); null for a signed-in user's. */
    journeyShareId: text("journey_share_id"),
  },
  (table) => [
    check(
      "amendment_requests_type_check",
      sql`${table.type} in ('REISSUE', 'CLASS_CHANGE', 'NO_SHOW', 'CORRECTION', 'MISCELLANEOUS')`,
    ),
    check(
      "amendment_requests_status_check",
      sql`${table.status} in ('REQUESTED', 'COMPLETED', 'REJECTED')`,
    ),
    check(
      "amendment_requests_processed_check",
      sql`(${table.status} = 'REQUESTED') = (${table.processedAt} is null and ${table.note} is null)`,
    ),
    index("amendment_requests_booking").on(table.bookingId),
  ],
);

export type AmendmentRequestRow = typeof amendmentRequests.$inferSelect;
