import { and, eq, inArray, sql } from "drizzle-orm";
import { parsePriceId, type QuotedPrice } from "../booking/price-id";
import { inKeyOrder, SEAT_COUNTER_KEY } from "../booking/seat-counters";
import type { Database, Transaction } from "../db/database";
import {
  type SeatClaim,
  type SupplierAllotmentRow,
  seatCounters,
  supplierAllotments,
  supplierLoads,
} from "../db/schema";

/** The fare part of a Supplier fare's price id: its load and row. */
const ALLOTMENT_FARE = /^ALLOTMENT-(L[0-9A-F]{12})-(\d{1,3})$/;

export const allotmentFareOf = (row: Pick<SupplierAllotmentRow, "loadId" | "row">) =>
  `ALLOTMENT-${row.loadId}-${row.row}`;

/**
 * The seat counter's booking class of an allotment: one counter per load row, keyed apart
 * from the generated fares' booking classes, so its seats are taken by the same statement
 * (takeSeats) and never mixed with the timetable's.
 */
export const allotmentCounterClass = (row: Pick<SupplierAllotmentRow, "loadId" | "row">) =>
  `SUP-${row.loadId}-${row.row}`;

/** allotmentCounterClass of each allotment row, in SQL (search joins rows to counters). */
export const allotmentCounterClassSql = sql<string>`'SUP-' || ${supplierAllotments.loadId} || '-' || ${supplierAllotments.row}`;

export interface AllotmentQuote {
  quoted: QuotedPrice;
  loadId: string;
  row: number;
}

/** Reads a Supplier fare's price id (allotment-fares' priceOf); undefined for anything else. */
export function parseAllotmentPriceId(priceId: string): AllotmentQuote | undefined {
  const parts = priceId.split("#");
  const match = ALLOTMENT_FARE.exec(parts[2] ?? "");
  if (parts.length !== 4 || !match) return undefined;
  const quoted = parsePriceId([parts[0], parts[1], "PUBLISHED", parts[3]].join("#"));
  if (quoted?.flights.length !== 1) return undefined;
  return { quoted, loadId: match[1] as string, row: Number(match[2]) };
}

export const allotmentKey = (row: Pick<SupplierAllotmentRow, "loadId" | "row">) =>
  `${row.loadId}-${row.row}`;

/** The on-sale allotment rows the Supplier fares among the price ids sell, by allotmentKey. */
export async function allotmentsOnSale(
  db: Pick<Database, "select">,
  priceIds: readonly string[],
): Promise<Map<string, SupplierAllotmentRow>> {
  const asked = priceIds.flatMap((id) => parseAllotmentPriceId(id) ?? []);
  if (asked.length === 0) return new Map();
  const rows = await db
    .select({ allotment: supplierAllotments })
    .from(supplierAllotments)
    .innerJoin(supplierLoads, eq(supplierLoads.id, supplierAllotments.loadId))
    .where(
      and(
        inArray(
          supplierAllotments.loadId,
          asked.map((each) => each.loadId),
        ),
        eq(supplierLoads.status, "ON_SALE"),
      ),
    );
  const wanted = new Set(asked.map(allotmentKey));
  return new Map(
    rows
      .map(({ allotment }) => allotment)
      .filter((allotment) => wanted.has(allotmentKey(allotment)))
      .map((allotment) => [allotmentKey(allotment), allotment]),
  );
}

/** The seats a booking of an allotment takes: its own counter, as many as were loaded. */
export const allotmentClaim = (row: SupplierAllotmentRow): SeatClaim => ({
  flightNumber: row.flightNumber,
  flightDate: row.flightDate,
  cabinClass: row.cabinClass,
  bookingClass: allotmentCounterClass(row),
  capacity: row.seats,
});

/**
 * Closes a withdrawn load's counters: each one's capacity falls to what is sold (a row never
 * sold gets a counter with none), so a review priced before the withdrawal cannot take its
 * seats at booking (takeSeats finds them sold out). One statement, in the counters' key order.
 */
export async function closeAllotmentCounters(
  tx: Transaction,
  rows: readonly SupplierAllotmentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const closed = inKeyOrder(rows.map(allotmentClaim)).map((claim) => ({ ...claim, capacity: 0 }));
  await tx
    .insert(seatCounters)
    .values(closed)
    .onConflictDoUpdate({ target: SEAT_COUNTER_KEY, set: { capacity: sql`${seatCounters.sold}` } });
}
