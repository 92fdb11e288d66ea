import { z } from "zod";
import type { WalletKind } from "../api/ledger";
import { formatMoney, fromRupees, type Paise } from "../money/money";
import { type GroupMember, isInRoleGroup } from "../roles/groups";
import { noControlCharacters } from "../text/plain-text";

/**
 * Wallet top-up (J§1, J§2 Top-up: "enter amount, add money, payment medium"): money added by
 * card, UPI or net banking through the payment gateway, credited to the payer's own wallet
 * once the gateway settles it. The limits per top-up are ours (decision 0065).
 */
export const TOP_UP_MIN_AMOUNT: Paise = fromRupees(100);
export const TOP_UP_MAX_AMOUNT: Paise = fromRupees(500_000);

export const TOP_UP_MESSAGES = {
  amount: "Please enter an amount in whole rupees, like 10000.",
  tooLittle: `Please add at least ${formatMoney(TOP_UP_MIN_AMOUNT)}.`,
  tooMuch: `You can add at most ${formatMoney(TOP_UP_MAX_AMOUNT)} at a time.`,
} as const;

/** The wallets a top-up can credit. */
export const TOP_UP_WALLETS = ["DEPOSIT", "TJ_CASH"] as const satisfies readonly WalletKind[];
export type TopUpWallet = (typeof TOP_UP_WALLETS)[number];

/**
 * The wallet a user's top-up credits: an agency's deposit for the agent group, TJ Cash for
 * everyone else with an account; a guest (no account) has none.
 */
export function topUpWalletOf(member: GroupMember): TopUpWallet | undefined {
  if (member.role === "GUEST") return undefined;
  return isInRoleGroup(member, "AGENT") ? "DEPOSIT" : "TJ_CASH";
}

/** Why an amount (paise) cannot be topped up, or undefined when it can. */
export function topUpAmountError(amount: Paise): string | undefined {
  if (amount < TOP_UP_MIN_AMOUNT) return TOP_UP_MESSAGES.tooLittle;
  if (amount > TOP_UP_MAX_AMOUNT) return TOP_UP_MESSAGES.tooMuch;
  return undefined;
}

const withinLimits = (amount: number, ctx: z.RefinementCtx) => {
  const error = topUpAmountError(amount);
  if (error) ctx.addIssue({ code: "custom", message: error });
};

/** The amount as the service takes it: integer paise within the limits. */
export const topUpPaiseSchema = z.int({ error: TOP_UP_MESSAGES.amount }).superRefine(withinLimits);

/**
 * The amount box: whole rupees, digits with optional Indian or Western grouping commas
 * ("10000", "10,000"), as paise within the limits.
 */
export const topUpAmountSchema = wholeRupeesSchema(TOP_UP_MESSAGES.amount).superRefine(
  withinLimits,
);

/** An amount box in whole rupees ("10000", "10,000", "5,00,000"), as paise. */
export function wholeRupeesSchema(message: string) {
  return z
    .string({ error: message })
    .check(noControlCharacters(message))
    .trim()
    .regex(/^\d{1,3}(,?\d{2,3})*$/, message)
    .transform((rupees) => fromRupees(Number(rupees.replaceAll(",", ""))));
}
