import type { FeeWindow, ReissueKind, Trip, WalletKind } from "@wayfare/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings, type SeatClaim } from "./schema";

/** One passenger's part of a reissue: fares, fee and, once done, the new tickets. */
export interface ReissueLineRow {
  passengerId: string;
  passengerName: string;
  type: "ADULT" | "CHILD" | "INFANT";
  oldFare: number;
  newFare: number;
  fareDifference: number;
  changeFee: number;
  ticketNumbers: Record<string, string>;
}

/**
 * A journey leg of a ticketed booking moved to another date or cabin (decision 0069): quoted
 * with the new trip as the inventory prices it, then DONE once, when the difference is paid
 * from (or refunded to) a wallet under the ledger key `reissue:<id>` or paid by a gateway
 * payment (`paid_by`, unique; decision 0075), the booking's trip is the new one and its
 * passengers hold new tickets; `old_trip`'s segments are REISSUED.
 */
export const bookingReissues = pgTable(
  "booking_reissues",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    tripIndex: integer("trip_index").notNull(),
    kind: text("kind").$type<ReissueKind>().notNull(),
    quotedBy: text("quoted_by").notNull(),
    oldTrip: jsonb("old_trip").$type<Trip>().notNull(),
    newTrip: jsonb("new_trip").$type<Trip>().notNull(),
    newClaims: jsonb("new_claims").$type<SeatClaim[]>().notNull(),
    window: text("window").$type<FeeWindow>().notNull(),
    lines: jsonb("lines").$type<ReissueLineRow[]>().notNull(),
    fareDifference: bigint("fare_difference", { mode: "number" }).notNull(),
    changeFee: bigint("change_fee", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").$type<"QUOTED" | "DONE">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The wallet that paid or took the refund (a card's refund: the credit shell). */
    wallet: text("wallet").$type<WalletKind>(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** The gateway payment (order ref id) that paid it by card, UPI or net banking. */
    paidBy: text("paid_by"),
  },
  (table) => [
    check("booking_reissues_kind_check", sql`${table.kind} in ('DATE_CHANGE', 'CLASS_CHANGE')`),
    check("booking_reissues_fee_check", sql`${table.changeFee} >= 0`),
    check(
      "booking_reissues_status_check",
      sql`(${table.status} = 'QUOTED' and ${table.doneAt} is null and ${table.paidBy} is null) or (${table.status} = 'DONE' and ${table.doneAt} is not null and ((${table.wallet} in ('DEPOSIT', 'CREDIT_LINE', 'CREDIT_SHELL') and ${table.paidBy} is null) or (${table.wallet} is null and ${table.paidBy} is not null)))`,
    ),
    index("booking_reissues_booking").on(table.bookingId),
    // A gateway payment pays for one reissue, once.
    uniqueIndex("booking_reissues_paid_by").on(table.paidBy),
  ],
);

export type BookingReissueRow = typeof bookingReissues.$inferSelect;
