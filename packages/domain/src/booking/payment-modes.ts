import { PAYMENT_WALLETS, type PaymentWallet } from "../api/payment-wallets";
import { GATEWAY_MODES, type GatewayMode } from "./gateway-payment";

/**
 * The ways a booking can be paid: a wallet (deposit, credit line) or the gateway (card,
 * UPI, net banking). Per-user payment modes (J§6): an administrator may limit a user to
 * some of them, or to none; a user with no limit set may use every mode.
 */
export const PAYMENT_MODES = [...PAYMENT_WALLETS, ...GATEWAY_MODES] as const;
export type PaymentMode = PaymentWallet | GatewayMode;

/** The user's modes in display order: the ones set for them, or all when none were set. */
export function paymentModesOf(configured: readonly PaymentMode[] | undefined): PaymentMode[] {
  if (configured === undefined) return [...PAYMENT_MODES];
  return PAYMENT_MODES.filter((mode) => configured.includes(mode));
}

export function isPaymentModeAllowed(
  configured: readonly PaymentMode[] | undefined,
  mode: PaymentMode,
): boolean {
  return paymentModesOf(configured).includes(mode);
}
