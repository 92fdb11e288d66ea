import { endpoints } from "@wayfare/domain";
import { bookingReader } from "../after-booking/visible-bookings";
import { renewalHeaders } from "../auth/sessions";
import { clientAddress } from "../http/client-address";
import { forAnyone } from "../http/handlers";
import { refuse } from "../http/refusal";
import { reply } from "../http/reply";
import { bookingDetailsPayload } from "./booking-details";
import { findReview } from "./booking-payload";

/**
 * POST /xms/v1/flight/booking-details: a booking for its owner or their organisation (their
 * token), or for anyone presenting its bookingId with the contact's email or mobile (guest
 * lookup, J§4). Any other caller gets the answer an unknown booking gets, so bookingIds
 * cannot be probed; after the domain's limit of wrong contacts for a booking, 429 with 416.
 * A viewer gets more than a guest lookup (`bookingDetailsPayload`): the logs, documents and
 * baggage claims (decision 0060).
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
    return reply(
      await bookingDetailsPayload(ctx.db, booking, found.review, reader, ctx.config.now()),
      { headers },
    );
  },
);
