import { z } from "zod";

/**
 * The wallets of J§1 and J§3: an agent's deposit and credit line, TJ Cash points (1 point
 * per rupee) and a credit shell. Amounts are integer paise.
 */
export const WALLET_KINDS = ["DEPOSIT", "CREDIT_LINE", "TJ_CASH", "CREDIT_SHELL"] as const;
export const walletKindSchema = z.enum(WALLET_KINDS);
export type WalletKind = z.infer<typeof walletKindSchema>;

export const walletBalancesSchema = z.object(
  Object.fromEntries(WALLET_KINDS.map((kind) => [kind, z.number().int().nonnegative()])) as Record<
    WalletKind,
    z.ZodNumber
  >,
);
export type WalletBalances = z.infer<typeof walletBalancesSchema>;

/** apiName "balance": every wallet's balance in paise, and TJ Cash also in points. */
export const balancePayloadSchema = z.object({
  balances: walletBalancesSchema,
  tjCashPoints: z.number().int().nonnegative(),
});
export type BalancePayload = z.infer<typeof balancePayloadSchema>;
