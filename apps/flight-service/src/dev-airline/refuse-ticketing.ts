import { devEndpoints } from "@wayfare/domain";
import { findReview } from "../booking/booking-payload";
import { simulatedAirlineRefusals } from "../db/schema";
import { devEndpointsOff, forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * POST /xms/v1/dev/refuse-ticketing {data: {bookingId, times}}: the simulated airline refuses
 * the next `times` ticket issues of a booking (or of a review not booked yet), so tests reach
 * a booking paid but not ticketed and its retry (decision 0062). 1016 for an id that is not a
 * review; off (404) in production, like the dev outbox.
 */
export const devRefuseTicketing = forPublic(
  devEndpoints.devRefuseTicketing,
  async ({ bookingId, times }, { ctx }) => {
    if (!(await findReview(ctx.db, bookingId))) return refuse("1016", 404);
    await ctx.db
      .insert(simulatedAirlineRefusals)
      .values({ bookingId, remaining: times })
      .onConflictDoUpdate({
        target: simulatedAirlineRefusals.bookingId,
        set: { remaining: times },
      });
    return { bookingId, remaining: times };
  },
  devEndpointsOff,
);
