import {
  endpoints,
  holdCharges,
  holdPayNowError,
  holdUntil,
  tjCashBlockError,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { chargesOf } from "../add-ons/add-on-charges";
import { logBooking } from "../after-booking/booking-log";
import { type BookingRow, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { CLEARED_REDEMPTION } from "../payments/redemption";
import { bookingPayload, fareSummaryOf, findReview } from "./booking-payload";
import { lockOwnBooking } from "./own-booking";

/**
 * POST /xms/v1/flight/hold ('Block', J§2 Review): a Pending booking of the caller's, still
 * within its pay-by time, goes On Hold until the hold time (J§9: 2 h, closing before
 * departure), its hold charges added to its total (J§1). Holding a held booking answers it
 * again; TJ Cash applied must be cleared first.
 */
export const flightHold = forUser(endpoints.flightHold, async ({ bookingId }, { ctx, subject }) => {
  const found = await findReview(ctx.db, bookingId, subject.userId);
  if (!found?.booking) return refuse("1016", 404);
  const now = ctx.config.now();
  const payBy = holdUntil(now, found.review.firstDeparture);
  if (!payBy) return refuse("WF101", 400);
  const held = await ctx.db.transaction(async (tx): Promise<BookingRow | Refusal> => {
    const booking = await lockOwnBooking(tx, subject.userId, bookingId);
    if (!booking) return refuse("1016", 404);
    if (booking.status === "On Hold") return booking;
    if (booking.status !== "Pending" || booking.paidAt) return refuse("2504", 400);
    if (booking.payBy && holdPayNowError(booking.payBy, now)) return refuse("1059", 400);
    if (tjCashBlockError(booking.tjCashPoints > 0)) return refuse("WF102", 400);
    // J§1 hold charges, paid with the fare: they change the total, so a voucher or wallet
    // part applied to the old total is cleared as any priced change clears it.
    const charges = holdCharges(found.review.trips, booking.passengers.length);
    const total = fareSummaryOf(
      found.review.trips,
      chargesOf({ ...booking, holdCharges: charges }),
    ).total;
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "On Hold",
        payBy,
        holdCharges: charges,
        total,
        ...(total === booking.total ? {} : CLEARED_REDEMPTION),
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    await logBooking(tx, { bookingId, kind: "HELD", at: now, by: subject });
    return updated as BookingRow;
  });
  return held instanceof Refusal ? held : bookingPayload(held, found.review);
});
