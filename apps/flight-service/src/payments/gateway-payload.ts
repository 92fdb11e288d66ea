import { type GatewayPaymentPayload, secondsUntilOtpResend } from "@wayfare/domain";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";

/**
 * How long to wait before asking again: until it settles, at most the spec's 30 s (J§9).
 * 0 once settled, and while it waits for the OTP (time alone will not move it on).
 */
const MAX_RETRY_SECONDS = 30;

/** While the OTP is awaited: the new OTPs left, and when the next may be asked for. */
function otpResend(row: GatewayPaymentRow, now: Date) {
  const resendsLeft = row.otpResendsLeft ?? 0;
  const wait =
    row.status === "OTP_REQUIRED"
      ? secondsUntilOtpResend(row.otpSentAt ?? row.createdAt, resendsLeft, now)
      : undefined;
  return {
    otpResendsLeft: resendsLeft,
    ...(wait === undefined ? {} : { otpResendInSecond: wait }),
  };
}

export function gatewayPaymentPayload(row: GatewayPaymentRow, now: Date): GatewayPaymentPayload {
  const untilSettled = Math.ceil((row.settlesAt.getTime() - now.getTime()) / 1000);
  return {
    orderRefId: row.id,
    ...(row.bookingId === null ? {} : { bookingId: row.bookingId }),
    ...(row.topUpId === null ? {} : { topUpId: row.topUpId }),
    ...(row.modificationId === null ? {} : { modificationId: row.modificationId }),
    ...(row.reissueId === null ? {} : { reissueId: row.reissueId }),
    mode: row.mode,
    status: row.status,
    amount: row.amount,
    instrument: row.instrument,
    createdAt: row.createdAt.toISOString(),
    retryInSecond:
      row.status === "PENDING" ? Math.min(MAX_RETRY_SECONDS, Math.max(1, untilSettled)) : 0,
    ...(row.status === "FAILED" && row.failureReason ? { failureReason: row.failureReason } : {}),
    // A payment that needed the bank's OTP: the tries left and where the OTP went.
    ...(row.otpSentTo !== null && row.otpAttemptsLeft !== null
      ? { otpAttemptsLeft: row.otpAttemptsLeft, otpSentTo: row.otpSentTo, ...otpResend(row, now) }
      : {}),
  };
}
