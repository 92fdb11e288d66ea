import {
  ALLOTMENT_FARE_NAME,
  type CabinClass,
  type FareDetail,
  type PaxInfo,
  percentOf,
  type SearchResultKey,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import {
  type SupplierAllotmentRow,
  seatCounters,
  supplierAllotments,
  supplierLoads,
} from "../db/schema";
import { allotmentCounterClassSql, allotmentFareOf } from "./allotment-claims";

type TripInfos = Partial<Record<SearchResultKey, Trip[]>>;

/** An infant on a supplier's fare pays a tenth of the adult base fare and no taxes. */
const INFANT_SHARE_BASIS_POINTS = 1_000;

const flightKey = (flightNumber: string, date: string) => `${flightNumber}|${date}`;

function detailOf(
  row: SupplierAllotmentRow,
  base: number,
  taxes: number,
  open: number,
): FareDetail {
  return {
    base,
    taxes,
    baggage: { checkIn: "15 Kg", cabin: "7 Kg" },
    cabinClass: row.cabinClass,
    refundableType: 0,
    seatsRemaining: open,
    mealIncluded: false,
    bookingClass: row.bookingClass,
    fareBasis: `${row.bookingClass}SUP`,
    cancellationFee: null,
    dateChangeFee: null,
  };
}

/**
 * A supplier allotment's price for the party: the adult fare for adults and children; `open`
 * its seats not yet sold. The review prices the row again from the database with this.
 */
export function allotmentPriceOf(
  trip: Pick<Trip, "id">,
  row: SupplierAllotmentRow,
  paxInfo: PaxInfo,
  open: number,
): TripPrice {
  const { ADULT, CHILD, INFANT } = paxInfo;
  const infantBase = percentOf(row.baseFare, INFANT_SHARE_BASIS_POINTS);
  const base = row.baseFare * (ADULT + CHILD) + infantBase * INFANT;
  const taxes = row.taxes * (ADULT + CHILD);
  const total = base + taxes;
  const seated = detailOf(row, row.baseFare, row.taxes, open);
  return {
    // The fare part names the row: the review reads it again (parseAllotmentPriceId).
    id: `${trip.id}#${row.cabinClass}#${allotmentFareOf(row)}#${total}`,
    fareIdentifier: ALLOTMENT_FARE_NAME,
    fareType: "PUBLISHED",
    base,
    taxes,
    total,
    net: total,
    commission: 0,
    markup: 0,
    tds: 0,
    fareDetails: {
      ADULT: seated,
      ...(CHILD > 0 ? { CHILD: seated } : {}),
      ...(INFANT > 0 ? { INFANT: detailOf(row, infantBase, 0, open) } : {}),
    },
  };
}

/**
 * The results with the supplier allotments on sale for their flights (decision 0082): a
 * non-stop trip of an allotment's flight and date gains one price per allotment of the
 * searched cabin with seats for the party, after its generated prices, cheapest first.
 */
export async function withSupplierAllotments(
  db: Pick<Database, "select">,
  tripInfos: TripInfos,
  cabinClass: CabinClass,
  paxInfo: PaxInfo,
): Promise<TripInfos> {
  const nonStop = Object.values(tripInfos).flatMap((trips = []) =>
    trips.filter((trip) => trip.segments.length === 1),
  );
  if (nonStop.length === 0) return tripInfos;
  const segments = nonStop.flatMap((trip) => trip.segments);
  const numbers = [...new Set(segments.map((s) => `${s.airline.code}${s.flightNumber}`))];
  const dates = [...new Set(segments.map((s) => s.departureTime.slice(0, 10)))];
  const cabin = cabinClass === "MIXED" ? "ECONOMY" : cabinClass;
  const rows = await db
    .select({ allotment: supplierAllotments, sold: seatCounters.sold })
    .from(supplierAllotments)
    .innerJoin(supplierLoads, eq(supplierLoads.id, supplierAllotments.loadId))
    // The row's own counter (allotmentCounterClass): the seats its bookings took.
    .leftJoin(
      seatCounters,
      and(
        eq(seatCounters.flightDate, supplierAllotments.flightDate),
        eq(seatCounters.flightNumber, supplierAllotments.flightNumber),
        eq(seatCounters.cabinClass, supplierAllotments.cabinClass),
        eq(seatCounters.bookingClass, allotmentCounterClassSql),
      ),
    )
    .where(
      and(
        inArray(supplierAllotments.flightDate, dates),
        inArray(supplierAllotments.flightNumber, numbers),
        eq(supplierAllotments.cabinClass, cabin),
        eq(supplierLoads.status, "ON_SALE"),
      ),
    )
    .orderBy(
      asc(supplierAllotments.baseFare),
      asc(supplierAllotments.loadId),
      asc(supplierAllotments.row),
    );
  const seated = paxInfo.ADULT + paxInfo.CHILD;
  const byFlight = new Map<string, { allotment: SupplierAllotmentRow; open: number }[]>();
  for (const { allotment, sold } of rows) {
    const open = allotment.seats - (sold ?? 0);
    if (open < seated) continue;
    const key = flightKey(allotment.flightNumber, allotment.flightDate);
    byFlight.set(key, [...(byFlight.get(key) ?? []), { allotment, open }]);
  }
  if (byFlight.size === 0) return tripInfos;
  const withAllotments = (trip: Trip): Trip => {
    const [segment] = trip.segments;
    if (!segment || trip.segments.length !== 1) return trip;
    const key = flightKey(
      `${segment.airline.code}${segment.flightNumber}`,
      segment.departureTime.slice(0, 10),
    );
    const allotments = byFlight.get(key) ?? [];
    if (allotments.length === 0) return trip;
    return {
      ...trip,
      prices: [
        ...trip.prices,
        ...allotments.map(({ allotment, open }) =>
          allotmentPriceOf(trip, allotment, paxInfo, open),
        ),
      ],
    };
  };
  return Object.fromEntries(
    Object.entries(tripInfos).map(([key, trips = []]) => [key, trips.map(withAllotments)]),
  ) as TripInfos;
}
