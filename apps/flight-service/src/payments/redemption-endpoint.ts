import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { lockUnpaidBookingToChange } from "../add-ons/unpaid-booking";
import { bookingPayload } from "../booking/booking-payload";
import { type BookingRow, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { userPaymentModes } from "./payment-modes";
import { redemptionFor } from "./redemption";
import { VOUCHERS } from "./vouchers";

/**
 * POST /xms/v1/flight/redemption: a voucher, TJ Cash and a wallet part on an unpaid booking
 * (J§4). On the caller's locked unpaid booking (1016, 1059, 2504 as for add-ons), with no card
 * or UPI payment of it in flight, waiting for its OTP or pending (that payment is for the
 * old amount; 409 2504): the voucher, TJ Cash and wallet part asked for, each applied or
 * refused with its outcome. A wallet part from a wallet not among the user's payment modes
 * is 2504.
 */
export const flightRedemption = forUser(
  endpoints.flightRedemption,
  async (request, { ctx, subject }) => {
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      const loaded = await lockUnpaidBookingToChange(tx, subject, request.bookingId, now);
      if (loaded instanceof Refusal) return loaded;
      const { booking, review } = loaded;
      const part = request.walletPart;
      if (part && !(await userPaymentModes(tx, subject.userId)).includes(part.wallet)) {
        return refuse("2504", 400);
      }
      const redemption = await redemptionFor(tx, loaded, request, VOUCHERS, now);
      const [updated] = await tx
        .update(bookings)
        .set(redemption.columns)
        .where(eq(bookings.id, booking.id))
        .returning();
      return { booking: bookingPayload(updated as BookingRow, review), ...redemption.outcomes };
    });
  },
);
