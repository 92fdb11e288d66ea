import { endpoints } from "@wayfare/domain";
import { asc, eq } from "drizzle-orm";
import { baggageClaimsOf } from "../after-booking/baggage-claims";
import { bookingLogsOf } from "../after-booking/booking-log";
import { bookingReader } from "../after-booking/visible-bookings";
import { renewalHeaders } from "../auth/sessions";
import { amendments } from "../db/schema";
import { documentsOf } from "../documents/documents-of";
import { clientAddress } from "../http/client-address";
import { forAnyone } from "../http/handlers";
import { refuse } from "../http/refusal";
import { reply } from "../http/reply";
import { bookingPayload, findReview } from "./booking-payload";

/**
 * POST /xms/v1/flight/booking-details: a booking for its owner or their organisation (their
 * token), or for anyone presenting its bookingId with the contact's email or mobile (guest
 * lookup, J§4). Any other caller gets the answer an unknown booking gets, so bookingIds
 * cannot be probed; after the domain's limit of wrong contacts for a booking, 429 with 416.
 * With the booking's cancellations (request id, when, refund), for their credit notes, and
 * for its viewers (not a guest lookup) its logs (who did what, when) and the name and size
 * of each passenger's uploaded document and, with baggage protect bought, its claims (each
 * flight's arrival and the claims filed, decision 0060).
 */
export const bookingDetails = forAnyone(
  endpoints.bookingDetails,
  async ({ bookingId, email, mobile }, { ctx, request, session }) => {
    const subject = session?.subject ?? null;
    const found = await findReview(ctx.db, bookingId);
    const booking = found?.booking;
    const lookup = { email, mobile, address: clientAddress(request), now: ctx.config.now() };
    const reader = booking && (await bookingReader(ctx.db, subject, booking, lookup));
    if (reader === "limited") return refuse("416", 429);
    if (!found || !booking || !reader) return refuse("1016", 404);
    const headers =
      session && reader === "viewer" ? await renewalHeaders(ctx.sessions, session) : {};
    const cancellations = await ctx.db
      .select({
        amendmentId: amendments.id,
        createdAt: amendments.createdAt,
        refund: amendments.refund,
      })
      .from(amendments)
      .where(eq(amendments.bookingId, booking.id))
      .orderBy(asc(amendments.createdAt));
    const logs = reader === "viewer" ? { logs: await bookingLogsOf(ctx.db, booking.id) } : {};
    const payload = bookingPayload(booking, found.review);
    const documents = reader === "viewer" ? await documentsOf(ctx.db, booking.id) : new Map();
    const baggageClaims =
      reader === "viewer" ? await baggageClaimsOf(ctx.db, booking, found.review) : undefined;
    return reply(
      {
        ...payload,
        passengers: payload.passengers.map((passenger, index) => {
          const document = documents.get(index);
          return document ? { ...passenger, document } : passenger;
        }),
        ...logs,
        ...(baggageClaims ? { baggageClaims } : {}),
        cancellations: cancellations.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      },
      { headers },
    );
  },
);
