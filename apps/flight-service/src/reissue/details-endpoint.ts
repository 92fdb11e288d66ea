import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { bookingReissues, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { reissuePayload } from "./reissue-payload";

/**
 * POST /xms/v1/flight/reissue/details: a reissue of a booking the caller may act on, quoted
 * or done (1016 for anyone else's; 403 for a guest visitor).
 */
export const reissueDetails = forUser(
  endpoints.reissueDetails,
  async ({ reissueId }, { ctx, subject }) => {
    const visitor = refuseVisitor(subject);
    if (visitor) return visitor;
    const [found] = await ctx.db
      .select({ reissue: bookingReissues, booking: bookings })
      .from(bookingReissues)
      .innerJoin(bookings, eq(bookings.id, bookingReissues.bookingId))
      .where(eq(bookingReissues.id, reissueId));
    if (!found || !(await canSeeBooking(ctx.db, subject, found.booking))) {
      return refuse("1016", 404);
    }
    return reissuePayload(found.reissue);
  },
);
