/** The accounts a booking can be paid from (the pay call's `wallet`). */
export const PAYMENT_WALLETS = ["DEPOSIT", "CREDIT_LINE"] as const;
export type PaymentWallet = (typeof PAYMENT_WALLETS)[number];

const WALLET_LABELS: Record<PaymentWallet, string> = {
  DEPOSIT: "Deposit",
  CREDIT_LINE: "Credit line",
};

/** "Deposit", "Credit line": a wallet as the pages and the booking logs name it. */
export function walletLabel(wallet: PaymentWallet): string {
  return WALLET_LABELS[wallet];
}
