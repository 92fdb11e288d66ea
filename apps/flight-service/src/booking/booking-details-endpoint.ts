import { bookingDetailsRequestSchema, catalogueError } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { BookingRow } from "../db/schema";
import { bearerToken } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { bookingPayload, findReview } from "./booking-payload";

export function guestProves(booking: BookingRow, email?: string, mobile?: string): boolean {
  const sameEmail =
    email !== undefined && email.trim().toLowerCase() === booking.contact.email.toLowerCase();
  const sameMobile = mobile !== undefined && mobile.trim() === booking.contact.mobile;
  return sameEmail || sameMobile;
}

/**
 * POST /xms/v1/flight/booking-details: a booking for its owner (their token), or for anyone
 * presenting its bookingId with the contact's email or mobile (guest lookup, J§4). Any
 * other caller gets the answer an unknown booking gets, so bookingIds cannot be probed.
 */
export async function bookingDetailsEndpoint(
  ctx: ServiceContext,
  request: Request,
): Promise<Response> {
  const parsed = parseOrFail(bookingDetailsRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const { bookingId, email, mobile } = parsed.value.data;
  const token = bearerToken(request);
  const subject = token ? await ctx.tokens.read(token) : null;
  const found = await findReview(ctx.db, bookingId);
  const booking = found?.booking;
  const allowed =
    booking && (booking.userId === subject?.userId || guestProves(booking, email, mobile));
  if (!found || !booking || !allowed) return failure(404, [catalogueError("1016")]);
  const headers: Record<string, string> =
    subject && booking.userId === subject.userId
      ? { authorization: await ctx.tokens.issue(subject) }
      : {};
  return success(bookingPayload(booking, found.review), {}, headers);
}
