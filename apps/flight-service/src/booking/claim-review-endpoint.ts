import {
  type ClaimReviewRequest,
  catalogueError,
  claimReviewRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { isVisitorSubject } from "../api/default-token";
import type { ServiceContext } from "../context";
import { reviews } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { findReview, reviewPayload } from "./booking-payload";

async function claim(ctx: ServiceContext, subject: TokenSubject, request: ClaimReviewRequest) {
  const refused = refuseVisitor(subject)?.response();
  if (refused) return refused;
  const found = await findReview(ctx.db, request.bookingId);
  if (found?.review.userId === subject.userId && !found.booking) {
    return success(reviewPayload(found.review));
  }
  const guest = (await ctx.sessions.read(request.guestToken))?.subject ?? null;
  const claimable =
    found &&
    !found.booking &&
    guest !== null &&
    isVisitorSubject(guest) &&
    found.review.userId === guest.userId;
  if (!claimable) return failure(404, [catalogueError("2504")]);
  const [moved] = await ctx.db
    .update(reviews)
    .set({ userId: subject.userId })
    .where(and(eq(reviews.id, found.review.id), eq(reviews.userId, guest.userId)))
    .returning();
  if (!moved) return failure(404, [catalogueError("2504")]);
  return success(reviewPayload(moved));
}

/**
 * POST /xms/v1/flight/claim-review: a signed-in user takes over the review their guest token
 * made (logging in mid-flow keeps the booking). Only a review not yet booked, and only with
 * the guest token that made it; anything else is 2504, as for a review that is not theirs.
 */
export async function claimReviewEndpoint(ctx: ServiceContext, request: Request) {
  const parsed = parseOrFail(claimReviewRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => claim(ctx, subject, parsed.value.data));
}
