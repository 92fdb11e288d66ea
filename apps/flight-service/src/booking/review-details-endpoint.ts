import { endpoints } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { findReview, reviewPayload } from "./booking-payload";

/**
 * POST /xms/v1/flight/review-details: the caller's own review again, with the status of the
 * booking made from it; 2504 for a bookingId that is not theirs. An expired review is still
 * answered (with its `expiresAt`), so the portal can say the session has expired.
 */
export const reviewDetails = forUser(
  endpoints.reviewDetails,
  async ({ bookingId }, { ctx, subject }) => {
    const found = await findReview(ctx.db, bookingId, subject.userId);
    if (!found) return refuse("2504", 404);
    return { ...reviewPayload(found.review), bookingStatus: found.booking?.status ?? null };
  },
);
