import { endpoints, PAYMENT_OTP_MESSAGES } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { logBooking } from "../after-booking/booking-log";
import { gatewayPayments } from "../db/gateway-payments-schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { gatewayPaymentPayload } from "./gateway-payload";

/**
 * POST /xms/v1/flight/payment/abort { orderRefId }: the payer cancels their payment while it
 * waits for the bank's OTP (abort payment, J§4). One conditional update, so a right OTP and
 * an abort sent at once cannot both win: whichever reaches the row first decides, and the
 * other is answered 2504. Nothing was charged; the booking stays unpaid, payable again.
 */
export const paymentAbort = forUser(
  endpoints.paymentAbort,
  async ({ orderRefId }, { ctx, subject }) => {
    const now = ctx.config.now();
    const mine = and(
      eq(gatewayPayments.id, orderRefId),
      eq(gatewayPayments.userId, subject.userId),
    );
    const aborted = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(gatewayPayments)
        .set({ status: "FAILED", failureReason: PAYMENT_OTP_MESSAGES.aborted, otpHash: null })
        .where(and(mine, eq(gatewayPayments.status, "OTP_REQUIRED")))
        .returning();
      if (row) {
        const { bookingId, instrument } = row;
        await logBooking(tx, {
          bookingId,
          kind: "PAYMENT_CANCELLED",
          at: now,
          by: subject,
          detail: instrument,
        });
      }
      return row;
    });
    if (aborted) return gatewayPaymentPayload(aborted, now);
    const [payment] = await ctx.db
      .select({ id: gatewayPayments.id })
      .from(gatewayPayments)
      .where(mine);
    return payment ? refuse("2504", 409) : refuse("1016", 404);
  },
);
