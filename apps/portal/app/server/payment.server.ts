import {
  type BalancePayload,
  type BookingPayload,
  bookingAmountDue,
  endpoints,
  GATEWAY_MODES,
  type GatewayMode,
  insufficientBalanceError,
  PAYMENT_WALLETS,
  type PaymentWallet,
  paymentModesOf,
} from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

export interface WalletMode {
  mode: PaymentWallet;
  balance: number;
  /** The catalogue's 2001 when the balance does not cover the booking. */
  unavailableReason?: string;
}

/** The user's wallets; a visitor (or a failed call) has none. */
export async function accountBalances(service: ServiceGateway) {
  const answer = await service.call(endpoints.balance, {});
  return answer.ok ? answer.payload : undefined;
}

/**
 * The wallets the user can pay this booking from (J§2 Payments): those of deposit and credit
 * line that are among the user's payment modes (J§6) and hold money, each with its balance
 * against what is due. A guest or a customer has none.
 */
export function walletModes(balances: BalancePayload | undefined, booking: BookingPayload) {
  return walletModesFor(balances, bookingAmountDue(booking));
}

/** The same for any amount due (seats, meals and baggage added to a ticketed booking). */
export function walletModesFor(balances: BalancePayload | undefined, due: number) {
  if (!balances) return [];
  const allowed = PAYMENT_WALLETS.filter((mode) => balances.paymentModes.includes(mode));
  return allowed
    .map((mode): WalletMode => {
      const balance = balances.balances[mode];
      const short = insufficientBalanceError(balance, due);
      return short ? { mode, balance, unavailableReason: short.message } : { mode, balance };
    })
    .filter((mode) => mode.balance > 0);
}

/**
 * The gateway's ways (card, UPI, net banking) among the user's payment modes. When the
 * balance call failed the service still checks the mode, so the page offers them all.
 */
export function gatewayModes(balances: BalancePayload | undefined): GatewayMode[] {
  const modes = balances?.paymentModes ?? paymentModesOf(undefined);
  return GATEWAY_MODES.filter((mode) => modes.includes(mode));
}
