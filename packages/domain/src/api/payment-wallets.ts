/** The accounts a booking can be paid from (the pay call's `wallet`). */
export const PAYMENT_WALLETS = ["DEPOSIT", "CREDIT_LINE"] as const;
