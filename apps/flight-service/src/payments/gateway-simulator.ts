import { randomInt } from "node:crypto";
import {
  formatMoney,
  type GatewayMode,
  PAYMENT_OTP_LENGTH,
  PAYMENT_OTP_TTL_SECONDS,
} from "@wayfare/domain";

/**
 * The simulated gateway: every payment is pending for a few seconds, then settles. Test
 * instruments decide the outcome, as real gateways' sandboxes do: the card 4000 0000 0000
 * 0002 is declined, a UPI id starting "fail" is rejected, the card 4000 0000 0000 0200
 * stays pending for 200 s (through every pending heading of J§4) and then succeeds, the
 * card 4000 0000 0000 3220 needs the bank's OTP first (sent by SMS to the booking's
 * contact mobile) and then succeeds after a few seconds; everything else succeeds after a
 * few seconds.
 */
export const GATEWAY_SETTLE_SECONDS = 3;
export const DECLINED_TEST_CARD = "4000000000000002";
export const SLOW_TEST_CARD = "4000000000000200";
export const OTP_TEST_CARD = "4000000000003220";
export const SLOW_SETTLE_SECONDS = 200;

export type GatewayOutcome = { settleAfterSeconds: number; needsOtp?: true } & (
  | { outcome: "SUCCESS" }
  | { outcome: "FAILED"; reason: string }
);

export function gatewayOutcome(
  mode: GatewayMode,
  details: { cardNumber?: string; upiId?: string },
): GatewayOutcome {
  const settleAfterSeconds = GATEWAY_SETTLE_SECONDS;
  if (mode === "CARD" && details.cardNumber === DECLINED_TEST_CARD) {
    return {
      outcome: "FAILED",
      reason: "The card was declined by the issuing bank",
      settleAfterSeconds,
    };
  }
  if (mode === "UPI" && details.upiId?.toLowerCase().startsWith("fail")) {
    return { outcome: "FAILED", reason: "The UPI payment was not approved", settleAfterSeconds };
  }
  if (mode === "CARD" && details.cardNumber === SLOW_TEST_CARD) {
    return { outcome: "SUCCESS", settleAfterSeconds: SLOW_SETTLE_SECONDS };
  }
  if (mode === "CARD" && details.cardNumber === OTP_TEST_CARD) {
    return { outcome: "SUCCESS", settleAfterSeconds, needsOtp: true };
  }
  return { outcome: "SUCCESS", settleAfterSeconds };
}

/** A fresh verification OTP: 6 random digits, leading zeros kept. */
export function generatePaymentOtp(): string {
  return String(randomInt(0, 10 ** PAYMENT_OTP_LENGTH)).padStart(PAYMENT_OTP_LENGTH, "0");
}

/** The bank's SMS: the OTP, what it pays for, and the order ref id it belongs to. */
export function paymentOtpSms(
  otp: string,
  payment: { id: string; amount: number; instrument: string },
) {
  return `${otp} is the OTP to pay ${formatMoney(payment.amount)} to Wayfare with your ${payment.instrument} card, order ${payment.id}. It expires in ${PAYMENT_OTP_TTL_SECONDS / 60} minutes. Never share it with anyone, not even the bank.`;
}
