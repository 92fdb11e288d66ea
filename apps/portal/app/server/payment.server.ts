import {
  BACKEND_PATH,
  type BookingPayload,
  balancePayloadSchema,
  insufficientBalanceError,
  PAYMENT_WALLETS,
} from "@wayfare/domain";
import { callAsUser } from "./booking.server";

export type PaymentWallet = (typeof PAYMENT_WALLETS)[number];

export interface WalletMode {
  mode: PaymentWallet;
  balance: number;
  /** The catalogue's 2001 when the balance does not cover the booking. */
  unavailableReason?: string;
}

/**
 * The wallets the user can pay this booking from (J§2 Payments): deposit and credit line,
 * each with its balance. A user with no money in either (a guest, a customer) has no
 * modes, and the page says so in the spec's words.
 */
export async function walletModes(request: Request, booking: BookingPayload) {
  const result = await callAsUser(
    request,
    BACKEND_PATH,
    { apiName: "balance" },
    balancePayloadSchema,
  );
  if (!result.ok) return { modes: [] as WalletMode[], setCookie: result.setCookie };
  const modes: WalletMode[] = PAYMENT_WALLETS.map((mode) => {
    const balance = result.payload.balances[mode];
    const short = insufficientBalanceError(balance, booking.total);
    return short ? { mode, balance, unavailableReason: short.message } : { mode, balance };
  }).filter((mode) => mode.balance > 0);
  return { modes, setCookie: result.setCookie };
}
