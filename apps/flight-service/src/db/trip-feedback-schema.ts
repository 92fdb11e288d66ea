import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings, users } from "./schema";

/** Feedback after travel (J§2): one per booking, given by one of its viewers. */
export const tripFeedback = pgTable(
  "trip_feedback",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("trip_feedback_rating", sql`${table.rating} between 1 and 5`)],
);
