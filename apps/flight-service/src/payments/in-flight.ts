import { IN_FLIGHT_GATEWAY_PAYMENT_STATUSES, PAYMENT_OTP_MESSAGES } from "@wayfare/domain";
import { and, eq, inArray, lte } from "drizzle-orm";
import { logBooking } from "../after-booking/booking-log";
import type { Database } from "../db/database";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import type { PaysFor } from "./gateway-order";

type Writer = Pick<Database, "update" | "insert">;

/**
 * Fails a payment whose OTP expired before it was given (nothing was charged), and logs it
 * on the booking as the service's doing. A conditional update, so concurrent OTP, status and
 * initiate calls do it once; answers the failed row, or undefined when it was not (or no
 * longer) waiting for an expired OTP. Run it in a transaction: the log goes with the update.
 */
export async function failExpiredOtp(
  db: Writer,
  id: string,
  now: Date,
): Promise<GatewayPaymentRow | undefined> {
  const [failed] = await db
    .update(gatewayPayments)
    .set({ status: "FAILED", failureReason: PAYMENT_OTP_MESSAGES.expired, otpHash: null })
    .where(
      and(
        eq(gatewayPayments.id, id),
        eq(gatewayPayments.status, "OTP_REQUIRED"),
        lte(gatewayPayments.otpExpiresAt, now),
      ),
    )
    .returning();
  if (failed) {
    await logBooking(db, {
      bookingId: failed.bookingId,
      kind: "PAYMENT_FAILED",
      at: now,
      by: undefined,
      detail: `${failed.instrument}: ${PAYMENT_OTP_MESSAGES.expired}`,
    });
  }
  return failed;
}

export function otpExpired(row: GatewayPaymentRow, now: Date): boolean {
  return row.status === "OTP_REQUIRED" && row.otpExpiresAt !== null && row.otpExpiresAt <= now;
}

/**
 * The payment in flight (waiting for its OTP, or pending) of a booking, a top-up, a
 * modification or a reissue, if any; run on the locked row of what it pays for. A payment whose OTP has expired is failed here
 * instead: it no longer holds what it pays for.
 */
export async function paymentInFlight(
  tx: Pick<Database, "select" | "update" | "insert">,
  paysFor: PaysFor,
  now: Date,
): Promise<GatewayPaymentRow | undefined> {
  const of =
    "bookingId" in paysFor
      ? eq(gatewayPayments.bookingId, paysFor.bookingId)
      : "topUpId" in paysFor
        ? eq(gatewayPayments.topUpId, paysFor.topUpId)
        : "modificationId" in paysFor
          ? eq(gatewayPayments.modificationId, paysFor.modificationId)
          : eq(gatewayPayments.reissueId, paysFor.reissueId);
  const rows = await tx
    .select()
    .from(gatewayPayments)
    .where(and(of, inArray(gatewayPayments.status, [...IN_FLIGHT_GATEWAY_PAYMENT_STATUSES])));
  for (const row of rows) {
    if (!otpExpired(row, now)) return row;
    await failExpiredOtp(tx, row.id, now);
  }
  return undefined;
}
