import { SUPPLIER_ORDERS_PAGE_SIZE, type SupplierOrder } from "@wayfare/domain";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookings, reviews, supplierAllotments, supplierLoads } from "../db/schema";
import { allotmentCounterClassSql } from "./allotment-claims";

/** A review that claimed seats of the allotment row: its claims hold the row's counter class. */
const claimedTheRow = sql`${reviews.seatClaims} @> jsonb_build_array(jsonb_build_object('bookingClass', ${allotmentCounterClassSql}))`;

/**
 * The orders on a supplier's inventory (decision 0082): the bookings that took seats of the
 * allotments of the loads `whose` selects, newest first, a page at a time, and how many (0
 * past the last page).
 */
export async function supplierOrders(
  db: Pick<Database, "select">,
  whose: SQL,
  page: number,
): Promise<{ orders: SupplierOrder[]; total: number }> {
  const rows = await db
    .select({
      booking: bookings,
      paxInfo: reviews.paxInfo,
      flightNumber: supplierAllotments.flightNumber,
      date: supplierAllotments.flightDate,
      // Every order's count on each row: one statement for the page and the pages.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(supplierLoads)
    .innerJoin(supplierAllotments, eq(supplierAllotments.loadId, supplierLoads.id))
    .innerJoin(reviews, claimedTheRow)
    .innerJoin(bookings, eq(bookings.id, reviews.id))
    .where(whose)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(SUPPLIER_ORDERS_PAGE_SIZE)
    .offset(page * SUPPLIER_ORDERS_PAGE_SIZE);
  return {
    orders: rows.map(({ booking, paxInfo, flightNumber, date }) => ({
      bookingId: booking.id,
      bookedAt: booking.createdAt.toISOString(),
      flightNumber,
      date,
      seats: paxInfo.ADULT + paxInfo.CHILD,
      amount: booking.total,
      status: booking.status,
    })),
    total: rows[0]?.total ?? 0,
  };
}
