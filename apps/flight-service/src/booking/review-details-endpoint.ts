import { catalogueError, reviewDetailsRequestSchema } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { findReview, reviewPayload } from "./booking-payload";

/**
 * POST /xms/v1/flight/review-details: the caller's own review again, with the status of the
 * booking made from it; 2504 for a bookingId that is not theirs. An expired review is still
 * answered (with its `expiresAt`), so the portal can say the session has expired.
 */
export async function reviewDetailsEndpoint(
  ctx: ServiceContext,
  request: Request,
): Promise<Response> {
  const parsed = parseOrFail(reviewDetailsRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, async (subject) => {
    const found = await findReview(ctx.db, parsed.value.data.bookingId, subject.userId);
    if (!found) return failure(404, [catalogueError("2504")]);
    return success({
      ...reviewPayload(found.review),
      bookingStatus: found.booking?.status ?? null,
    });
  });
}
