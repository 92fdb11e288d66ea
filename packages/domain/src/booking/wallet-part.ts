import { type PaymentWallet, walletLabel } from "../api/payment-wallets";
import { errorMessage } from "../errors/catalogue";
import { formatMoney, type Paise, paise } from "../money/money";
import { MIN_AMOUNT_AFTER_TJ_CASH } from "./tj-cash";

/**
 * Paying part of a booking from a wallet and the rest by the current mode (J§3 payment
 * modes' walletDed and currModeDed; J§4 "changing a pay mode by wallet deduction moves the
 * amount between the wallet and the current mode"): an agent pays part from the deposit or
 * credit line and the rest by card, UPI or net banking. The part is taken when the booking
 * is paid, after the voucher and TJ Cash, and like TJ Cash it leaves at least ₹1 for the
 * current mode (the whole amount from a wallet is a wallet payment).
 */
export interface WalletPart {
  wallet: PaymentWallet;
  amount: Paise;
}

export type WalletPartOutcome =
  | { kind: "applied"; amount: number }
  | { kind: "insufficient"; balance: number }
  | { kind: "overLimit"; maxAmount: number };

export const WALLET_PART_MESSAGES = {
  amount: "Please enter an amount in rupees, like 5000 or 5000.50.",
  overLimit: (wallet: PaymentWallet, most: Paise) =>
    `You can pay at most ${formatMoney(most)} from your ${walletLabel(wallet).toLowerCase()} on this booking; the rest is paid by card, UPI or net banking.`,
} as const;

/** Checks a wallet part against the wallet's balance and what is left to pay. */
export function checkWalletPart(
  amount: Paise,
  amountLeft: Paise,
  balance: Paise,
): WalletPartOutcome {
  if (amount > balance) return { kind: "insufficient", balance };
  const maxAmount = paise(Math.max(0, amountLeft - MIN_AMOUNT_AFTER_TJ_CASH));
  return amount > maxAmount ? { kind: "overLimit", maxAmount } : { kind: "applied", amount };
}

/** The message for a refused outcome: 2001 'Insufficient Balance', or the most payable. */
export function walletPartOutcomeMessage(
  wallet: PaymentWallet,
  outcome: WalletPartOutcome,
): string | undefined {
  if (outcome.kind === "insufficient") return errorMessage("2001");
  if (outcome.kind === "overLimit") {
    return WALLET_PART_MESSAGES.overLimit(wallet, paise(outcome.maxAmount));
  }
  return undefined;
}
