import { endpoints } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { isVisitorSubject } from "../api/default-token";
import { reviews } from "../db/schema";
import { whiteLabelOf } from "../http/authenticate";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { findReview, reviewPayload } from "./booking-payload";

/**
 * POST /xms/v1/flight/claim-review: a signed-in user takes over the review their guest token
 * made (logging in mid-flow keeps the booking). Only a review not yet booked, and only with
 * the guest token that made it; anything else is 2504, as for a review that is not theirs.
 */
export const claimReview = forUser(
  endpoints.claimReview,
  async (request, { ctx, subject, request: call }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const found = await findReview(ctx.db, request.bookingId);
    if (found?.review.userId === subject.userId && !found.booking) {
      return reviewPayload(found.review);
    }
    const guest =
      (await ctx.sessions.read(request.guestToken, whiteLabelOf(call)))?.subject ?? null;
    const claimable =
      found &&
      !found.booking &&
      guest !== null &&
      isVisitorSubject(guest) &&
      found.review.userId === guest.userId;
    if (!claimable) return refuse("2504", 404);
    const [moved] = await ctx.db
      .update(reviews)
      .set({ userId: subject.userId })
      .where(and(eq(reviews.id, found.review.id), eq(reviews.userId, guest.userId)))
      .returning();
    if (!moved) return refuse("2504", 404);
    return reviewPayload(moved);
  },
);
