import {
  endpoints,
  OUT_OF_POLICY_PAGE_SIZE,
  type OutOfPolicyBooking,
  type OutOfPolicyFilters,
  type OutOfPolicySort,
  outOfPolicyCsv,
  policyReasonLabel,
} from "@wayfare/domain";
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/database";
import { bookings, reviews, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { bookedInOrganisation, policyKeeper } from "./policy-keeper";

/** The start of an India day (UTC+05:30, no daylight saving) as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The employee a booker booked for (decision 0086), else the booker. */
const travellerId = sql<string>`coalesce(${reviews.travellerId}, ${bookings.userId})`;
const travellers = alias(users, "travellers");

/** The organisation's bookings made with a policy reason, narrowed by the filters. */
function outOfPolicyWhere(partnerId: string, filters: OutOfPolicyFilters) {
  return and(
    bookedInOrganisation(partnerId),
    isNotNull(reviews.policyReason),
    filters.from ? gte(bookings.createdAt, indiaMidnight(filters.from)) : undefined,
    filters.to ? lt(bookings.createdAt, indiaMidnight(nextDay(filters.to))) : undefined,
    filters.travellerId ? eq(travellerId, filters.travellerId) : undefined,
    filters.reason ? sql`${reviews.policyReason}->>'code' = ${filters.reason}` : undefined,
  );
}

const SORT_COLUMNS = {
  bookedAt: bookings.createdAt,
  traveller: travellers.name,
  total: bookings.total,
} satisfies Record<OutOfPolicySort, unknown>;

function outOfPolicyQuery(
  db: Pick<Database, "select">,
  where: ReturnType<typeof outOfPolicyWhere>,
) {
  return db
    .select({
      booking: bookings,
      review: reviews,
      traveller: { userId: travellers.id, name: travellers.name },
    })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(travellers, eq(travellers.id, travellerId))
    .where(where)
    .$dynamic();
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof outOfPolicyQuery>["execute"]>>[number];

function outOfPolicyBookingOf({ booking, review, traveller }: ReportRow): OutOfPolicyBooking {
  const route = review.trips
    .map((trip) => {
      const first = trip.segments[0];
      const last = trip.segments.at(-1);
      return `${first?.departureAirport.code}-${last?.arrivalAirport.code}`;
    })
    .join(", ");
  return {
    bookingId: booking.id,
    bookedAt: booking.createdAt.toISOString(),
    status: booking.status,
    traveller,
    route,
    firstDeparture: review.trips[0]?.segments[0]?.departureTime ?? "",
    total: booking.total,
    reason: review.policyReason ? policyReasonLabel(review.policyReason) : "",
    breaches: review.policyBreaches,
    reportingDetails: booking.reportingDetails,
  };
}

/** POST /xms/v1/corporate/out-of-policy: the report, filtered, sorted, a page at a time. */
export const corporateOutOfPolicy = forUser(
  endpoints.corporateOutOfPolicy,
  async ({ sort, direction, page, ...filters }, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const where = outOfPolicyWhere(keeper.partnerId, filters);
    const order = direction === "ascending" ? asc : desc;
    const [rows, [counted]] = await Promise.all([
      outOfPolicyQuery(ctx.db, where)
        .orderBy(order(SORT_COLUMNS[sort]), asc(bookings.id))
        .limit(OUT_OF_POLICY_PAGE_SIZE)
        .offset(page * OUT_OF_POLICY_PAGE_SIZE),
      ctx.db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(reviews, eq(reviews.id, bookings.id))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(where),
    ]);
    return { bookings: rows.map(outOfPolicyBookingOf), page, total: counted?.total ?? 0 };
  },
);

/** At most this many bookings in one download; the filters narrow a larger report. */
const CSV_MAX_ROWS = 5_000;

/** POST /xms/v1/corporate/csv/download (F§7): the report as CSV, newest first. */
export const corporateCsvDownload = forUser(
  endpoints.corporateCsvDownload,
  async (filters, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const rows = await outOfPolicyQuery(ctx.db, outOfPolicyWhere(keeper.partnerId, filters))
      .orderBy(desc(bookings.createdAt), asc(bookings.id))
      .limit(CSV_MAX_ROWS);
    const day = ctx.config.now().toISOString().slice(0, 10);
    return {
      fileName: `out-of-policy-${day}.csv`,
      csv: outOfPolicyCsv(rows.map(outOfPolicyBookingOf)),
    };
  },
);
