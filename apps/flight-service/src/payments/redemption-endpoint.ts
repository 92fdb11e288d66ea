import {
  catalogueError,
  type RedemptionRequest,
  redemptionRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { loadUnpaidBooking } from "../add-ons/unpaid-booking";
import { bookingPayload } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { paymentInFlight } from "./in-flight";
import { redemptionFor } from "./redemption";
import { VOUCHERS } from "./vouchers";

/**
 * On the caller's locked unpaid booking (1016, 1059, 2504 as for add-ons), with no card
 * or UPI payment of it in flight, waiting for its OTP or pending (that payment is for the
 * old amount; 409 2504): the voucher and TJ Cash asked for, each applied or refused with
 * its outcome.
 */
async function redeem(ctx: ServiceContext, subject: TokenSubject, request: RedemptionRequest) {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadUnpaidBooking(tx, subject, request.bookingId, now, true);
    if (!loaded.ok) return failure(loaded.status, [catalogueError(loaded.code)]);
    const { booking, review } = loaded.value;
    if (await paymentInFlight(tx, booking.id, now)) return failure(409, [catalogueError("2504")]);
    const redemption = await redemptionFor(tx, loaded.value, request, VOUCHERS, now);
    const [updated] = await tx
      .update(bookings)
      .set(redemption.columns)
      .where(eq(bookings.id, booking.id))
      .returning();
    return success({
      booking: bookingPayload(updated as BookingRow, review),
      ...redemption.outcomes,
    });
  });
}

/** POST /xms/v1/flight/redemption: a voucher and TJ Cash on an unpaid booking (J§4). */
export async function redemptionEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(redemptionRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => redeem(ctx, subject, parsed.value.data));
}
