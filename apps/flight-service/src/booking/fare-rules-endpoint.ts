import { endpoints, fareRulesOf } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { refuse, refuseAll } from "../http/refusal";
import { findReview } from "./booking-payload";
import { reprice } from "./reprice";

/** Fees are per passenger, so the rules are asked for one adult. */
const ONE_ADULT_PARTY = { ADULT: 1, CHILD: 0, INFANT: 0 };

/**
 * POST /xms/v1/flight/fare-rules: the rules of a search price, derived again from the
 * inventory like review does, or of the fares of the caller's own review or booking. Each
 * fare's rules, and its five info entries, are the domain's `fareRulesOf`.
 */
export const fareRules = forUser(endpoints.fareRules, async (request, { ctx, subject }) => {
  if (request.bookingId !== undefined) {
    const found = await findReview(ctx.db, request.bookingId, subject.userId);
    if (!found) return refuse("2504", 404);
    return { fareRules: fareRulesOf(found.review.trips) };
  }
  const repriced = reprice([request.priceId as string], ONE_ADULT_PARTY, subject, ctx.config.now());
  if (!repriced.ok) return refuseAll(400, repriced.errors);
  return { fareRules: fareRulesOf(repriced.value.legs.map((leg) => leg.trip)) };
});
