import type { GatewayMode } from "@wayfare/domain";

/**
 * The simulated gateway: every payment is pending for a few seconds, then settles. Test
 * instruments decide the outcome, as real gateways' sandboxes do: the card 4000 0000 0000
 * 0002 is declined, a UPI id starting "fail" is rejected; everything else succeeds.
 */
export const GATEWAY_SETTLE_SECONDS = 3;
export const DECLINED_TEST_CARD = "4000000000000002";

export type GatewayOutcome = { outcome: "SUCCESS" } | { outcome: "FAILED"; reason: string };

export function gatewayOutcome(
  mode: GatewayMode,
  details: { cardNumber?: string; upiId?: string },
): GatewayOutcome {
  if (mode === "CARD" && details.cardNumber === DECLINED_TEST_CARD) {
    return { outcome: "FAILED", reason: "The card was declined by the issuing bank" };
  }
  if (mode === "UPI" && details.upiId?.toLowerCase().startsWith("fail")) {
    return { outcome: "FAILED", reason: "The UPI payment was not approved" };
  }
  return { outcome: "SUCCESS" };
}
