import {
  type DeskLookup,
  deskLookupOf,
  endpoints,
  mayOpenAnyBooking,
  type TokenSubject,
} from "@wayfare/domain";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { bookingSummary } from "../after-booking/my-bookings-endpoint";
import { audit } from "../audit/audit-log";
import { bookingDetailsPayload } from "../booking/booking-details";
import { findReview } from "../booking/booking-payload";
import { bookings, reviews, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/** Found bookings listed at most: a PNR is one airline's, so more means a collision. */
const FOUND_LIMIT = 20;

/** Not the desk: the endpoint is not there for them (a 403 would end their session, F§4). */
const notTheDesk = (subject: TokenSubject) =>
  mayOpenAnyBooking(subject.role) ? undefined : refuse("404", 404);

function matching(lookup: DeskLookup): SQL {
  if ("bookingId" in lookup) return eq(bookings.id, lookup.bookingId);
  return sql`exists (select 1 from jsonb_each_text(${bookings.pnrs}) as pnr where pnr.value = ${lookup.pnr})`;
}

/**
 * POST /xms/v1/desk/booking-search: any user's bookings by booking id or airline PNR, newest
 * first, for the booking desk (decision 0066); the search is audited.
 */
export const deskBookingSearch = forUser(
  endpoints.deskBookingSearch,
  async ({ query }, { ctx, subject }) => {
    const refused = notTheDesk(subject);
    if (refused) return refused;
    const lookup = deskLookupOf(query);
    if (!lookup) return { bookings: [] };
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select({ booking: bookings, trips: reviews.trips, booker: users.name })
        .from(bookings)
        .innerJoin(reviews, eq(reviews.id, bookings.id))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(matching(lookup))
        .orderBy(desc(bookings.createdAt))
        .limit(FOUND_LIMIT);
      const found = rows.map((row) => {
        const { lastDeparture: _lastDeparture, ...summary } = bookingSummary(row, now);
        return summary;
      });
      const after = { found: found.map((booking) => booking.bookingId) };
      await audit(tx, { by: subject, action: "booking.search", subject: query, at: now, after });
      return { bookings: found };
    });
  },
);

/**
 * POST /xms/v1/desk/booking: any booking with everything its owner sees (logs, documents,
 * claims), for the booking desk; each opening is audited. An unknown id gets 1016.
 */
export const deskBooking = forUser(
  endpoints.deskBooking,
  async ({ bookingId }, { ctx, subject }) => {
    const refused = notTheDesk(subject);
    if (refused) return refused;
    const found = await findReview(ctx.db, bookingId);
    const booking = found?.booking;
    if (!found || !booking) return refuse("1016", 404);
    const payload = await bookingDetailsPayload(
      ctx.db,
      booking,
      found.review,
      "viewer",
      ctx.config.now(),
    );
    await audit(ctx.db, {
      by: subject,
      action: "booking.open",
      subject: booking.id,
      at: ctx.config.now(),
    });
    return payload;
  },
);
