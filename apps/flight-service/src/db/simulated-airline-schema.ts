import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { reviews } from "./schema";

/**
 * The simulated airline's state, not the booking's (decision 0062): how many more times it
 * will refuse to issue a booking's tickets, as a development hook told it. Keyed by the
 * review, so a test can set it before the booking exists.
 */
export const simulatedAirlineRefusals = pgTable(
  "simulated_airline_refusals",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => reviews.id),
    remaining: integer("remaining").notNull(),
  },
  (table) => [check("simulated_airline_refusals_remaining_check", sql`${table.remaining} >= 0`)],
);
