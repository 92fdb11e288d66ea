import { z } from "zod";
import { PAYMENT_MODES } from "../booking/payment-modes";

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

/**
 * apiName "balance": every wallet's balance in paise, TJ Cash also in points, and the
 * payment modes the user may pay with (J§6; can be empty).
 */
export const balancePayloadSchema = z.object({
  balances: walletBalancesSchema,
  tjCashPoints: z.number().int().nonnegative(),
  paymentModes: z.array(z.enum(PAYMENT_MODES)),
});
export type BalancePayload = z.infer<typeof balancePayloadSchema>;
