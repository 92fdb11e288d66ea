import type { GatewayMode } from "@wayfare/domain";

/**
 * The simulated gateway: every payment is pending for a few seconds, then settles. Test
 * instruments decide the outcome, as real gateways' sandboxes do: the card 4000 0000 0000
 * 0002 is declined, a UPI id starting "fail" is rejected, the card 4000 0000 0000 0200
 * stays pending for 200 s (through every pending heading of J§4) and then succeeds;
 * everything else succeeds after a few seconds.
 */
export const GATEWAY_SETTLE_SECONDS = 3;
export const DECLINED_TEST_CARD = "4000000000000002";
export const SLOW_TEST_CARD = "4000000000000200";
export const SLOW_SETTLE_SECONDS = 200;

export type GatewayOutcome = { settleAfterSeconds: number } & (
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
  return { outcome: "SUCCESS", settleAfterSeconds };
}
