import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { bookingModifications } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { modificationPayload } from "./modification-payload";
import { loadTicketedBooking } from "./ticketed-booking";

/**
 * POST /xms/v1/flight/modify-booking/details: a modification of a ticketed booking the
 * caller may act on (1016 for anyone else's).
 */
export const modifyBookingDetails = forUser(
  endpoints.modifyBookingDetails,
  async ({ modificationId }, { ctx, subject }) => {
    const [row] = await ctx.db
      .select()
      .from(bookingModifications)
      .where(eq(bookingModifications.id, modificationId));
    if (!row) return refuse("1016", 404);
    const loaded = await loadTicketedBooking(ctx.db, subject, row.bookingId);
    if (loaded instanceof Refusal) return loaded;
    return modificationPayload(row, ctx.config.now());
  },
);
