import type { BookingLogKind } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/**
 * What happened to each booking, who did it and when (the booking logs of J§4): written in
 * the same transaction as the change it records, so a log never tells of a change that was
 * rolled back. `actor_id` is null for what the service did by itself.
 */
export const bookingLogs = pgTable(
  "booking_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind").$type<BookingLogKind>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    detail: text("detail").notNull().default(""),
  },
  (table) => [
    index("booking_logs_booking").on(table.bookingId, table.at),
    check(
      "booking_logs_kind_check",
      sql`${table.kind} in ('BOOKED', 'HELD', 'UNHELD', 'PAID', 'PAID_NOT_TICKETED', 'TICKETING_FAILED', 'TICKETED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'RELEASED', 'CANCELLED', 'ADD_ONS_ADDED', 'REISSUED', 'NAME_CORRECTED')`,
    ),
  ],
);

export type BookingLogRow = typeof bookingLogs.$inferSelect;
