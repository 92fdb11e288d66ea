import {
  awaitsTicketing,
  endpoints,
  groupMyBookings,
  MY_BOOKINGS_TABS,
  type MyBookingSummary,
  type MyBookingsPayload,
  matchesMyBookingsFilter,
  myBookingsTab,
  seesPartnerBookings,
  type TokenSubject,
} from "@wayfare/domain";
import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings, reviews, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { paidState } from "../payments/ticketing";
import { releaseExpiredBookings } from "./expired-holds";
import { segmentDepartureUtc } from "./journey-times";
import { visibleTo } from "./visible-bookings";
import { refuseVisitor } from "./visitor-guard";

type Listed = {
  booking: BookingRow;
  trips: (typeof reviews.$inferSelect)["trips"];
  /** The booker's name, when the caller is told who booked. */
  booker?: string;
};

/** A booking as My bookings lists it, and the desk's search finds it. */
export function bookingSummary(
  { booking, trips, booker }: Listed,
  now: Date,
): MyBookingSummary & { lastDeparture: Date } {
  const segments = trips.flatMap((trip) => trip.segments);
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) throw new Error(`booking ${booking.id} has no segments`);
  const lastDeparture = segmentDepartureUtc(last);
  const awaitingTickets = awaitsTicketing(paidState(booking));
  return {
    bookingId: booking.id,
    status: booking.status,
    tab: myBookingsTab({ status: booking.status, lastDeparture }, now),
    pnrs: booking.pnrs,
    from: first.departureAirport.code,
    to: last.arrivalAirport.code,
    firstDeparture: first.departureTime,
    passengers: booking.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`.trim()),
    total: booking.total,
    // Paid and awaiting its tickets: nothing is left to pay by any time.
    payBy: awaitingTickets ? null : (booking.payBy?.toISOString() ?? null),
    createdAt: booking.createdAt.toISOString(),
    ...(awaitingTickets ? { awaitingTickets } : {}),
    ...(booker === undefined ? {} : { bookedBy: { userId: booking.userId, name: booker } }),
    lastDeparture,
  };
}

/**
 * POST /xms/v1/flight/my-bookings: the bookings the caller may see (their own, or their
 * organisation's) under a tab, newest first, paged.
 *
 * A user's bookings are read whole and grouped by the domain's tab rules (a tab depends on
 * the last departure, which only the trips know), then paged.
 */
/**
 * The bookings the caller may see (their own, or their organisation's), newest first, each
 * with its trips and its My bookings summary. Holds past their time are released first.
 */
export async function visibleBookings(ctx: ServiceContext, subject: TokenSubject, now: Date) {
  const visible = visibleTo(subject);
  await releaseExpiredBookings(ctx.db, now, visible);
  const rows = await ctx.db
    .select({ booking: bookings, trips: reviews.trips, booker: users.name })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(visible)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const colleagues = seesPartnerBookings(subject);
  return rows.map(({ booker, ...row }) => ({
    ...row,
    summary: bookingSummary(colleagues ? { ...row, booker } : row, now),
  }));
}

export const myBookings = forUser(endpoints.myBookings, async (request, { ctx, subject }) => {
  const refused = refuseVisitor(subject);
  if (refused) return refused;
  const now = ctx.config.now();
  const listed = (await visibleBookings(ctx, subject, now)).map(({ summary }) => summary);
  const groups = groupMyBookings(
    listed.filter((entry) =>
      matchesMyBookingsFilter(
        { ...entry, bookedBy: entry.bookedBy?.userId ?? subject.userId },
        request.filter,
      ),
    ),
    now,
  );
  const bookers = new Map(
    listed.flatMap(({ bookedBy }) => (bookedBy ? [[bookedBy.userId, bookedBy] as const] : [])),
  );
  const { tab, page, pageSize } = request;
  const counts = Object.fromEntries(
    MY_BOOKINGS_TABS.map((name) => [name, groups[name].length]),
  ) as MyBookingsPayload["counts"];
  const pageOf = groups[tab]
    .slice(page * pageSize, (page + 1) * pageSize)
    .map(({ lastDeparture: _lastDeparture, ...entry }) => entry);
  return { tab, page, pageSize, counts, bookings: pageOf, bookers: [...bookers.values()] };
});
