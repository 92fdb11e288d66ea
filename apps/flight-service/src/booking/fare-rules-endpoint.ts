import {
  catalogueError,
  type FareRulesRequest,
  fareRulesRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { findReview } from "./booking-payload";
import { fareRulesOf } from "./fare-rules";
import { reprice } from "./reprice";

/** Fees are per passenger, so the rules are asked for one adult. */
const ONE_ADULT_PARTY = { ADULT: 1, CHILD: 0, INFANT: 0 };

async function fareRules(ctx: ServiceContext, subject: TokenSubject, request: FareRulesRequest) {
  if (request.bookingId !== undefined) {
    const found = await findReview(ctx.db, request.bookingId, subject.userId);
    if (!found) return failure(404, [catalogueError("2504")]);
    return success({ fareRules: fareRulesOf(found.review.trips) });
  }
  const repriced = reprice([request.priceId as string], ONE_ADULT_PARTY, subject, ctx.config.now());
  if (!repriced.ok) return failure(400, repriced.errors);
  return success({ fareRules: fareRulesOf(repriced.value.legs.map((leg) => leg.trip)) });
}

/**
 * POST /xms/v1/flight/fare-rules: the rules of a search price, derived again from the
 * inventory like review does, or of the fares of the caller's own review or booking.
 */
export async function fareRulesEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(fareRulesRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => fareRules(ctx, subject, parsed.value.data));
}
