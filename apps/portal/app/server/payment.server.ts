import {
  type BalancePayload,
  type BookingPayload,
  bookingAmountDue,
  endpoints,
  insufficientBalanceError,
  PAYMENT_WALLETS,
  type PaymentWallet,
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
 * The wallets the user can pay this booking from (J§2 Payments): deposit and credit line,
 * each with its balance against what is due. A user with no money in either (a guest, a
 * customer) has no modes, and the page says so in the spec's words.
 */
export function walletModes(balances: BalancePayload | undefined, booking: BookingPayload) {
  if (!balances) return [];
  const due = bookingAmountDue(booking);
  return PAYMENT_WALLETS.map((mode): WalletMode => {
    const balance = balances.balances[mode];
    const short = insufficientBalanceError(balance, due);
    return short ? { mode, balance, unavailableReason: short.message } : { mode, balance };
  }).filter((mode) => mode.balance > 0);
}
