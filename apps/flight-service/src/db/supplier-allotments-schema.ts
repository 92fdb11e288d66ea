import type { CabinClass } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema";

/** One CSV file a supplier loaded (decision 0082): all its rows went on sale together. */
export const supplierLoads = pgTable(
  "supplier_loads",
  {
    id: text("id").primaryKey(),
    supplierUserId: text("supplier_user_id")
      .notNull()
      .references(() => users.id),
    partnerId: text("partner_id").notNull(),
    airline: text("airline").notNull(),
    fileName: text("file_name").notNull(),
    status: text("status").$type<"ON_SALE" | "WITHDRAWN">().notNull().default("ON_SALE"),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("supplier_loads_status_check", sql`${table.status} in ('ON_SALE', 'WITHDRAWN')`),
    index("supplier_loads_partner_loaded").on(table.partnerId, table.loadedAt),
    // A SUPPLIER's inventory page: its own loads, newest first.
    index("supplier_loads_supplier_loaded").on(table.supplierUserId, table.loadedAt),
  ],
);

/** A load's row: seats and a fare for one flight, date, cabin and booking class. */
export const supplierAllotments = pgTable(
  "supplier_allotments",
  {
    loadId: text("load_id")
      .notNull()
      .references(() => supplierLoads.id),
    row: integer("row").notNull(),
    /** With the airline code, as seat counters write it ("6E2031"). */
    flightNumber: text("flight_number").notNull(),
    flightDate: text("flight_date").notNull(),
    cabinClass: text("cabin_class").$type<CabinClass>().notNull(),
    bookingClass: text("booking_class").notNull(),
    seats: integer("seats").notNull(),
    baseFare: bigint("base_fare", { mode: "number" }).notNull(),
    taxes: bigint("taxes", { mode: "number" }).notNull(),
  },
  (table) => [
    // Search asks for the allotments of the searched days' flights, as it does seat counters.
    index("supplier_allotments_day_flight").on(table.flightDate, table.flightNumber),
    index("supplier_allotments_load").on(table.loadId, table.row),
    check("supplier_allotments_seats_check", sql`${table.seats} > 0`),
  ],
);

export type SupplierLoadRow = typeof supplierLoads.$inferSelect;
export type SupplierAllotmentRow = typeof supplierAllotments.$inferSelect;
