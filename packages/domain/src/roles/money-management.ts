import { z } from "zod";
import type { PaymentWallet } from "../api/payment-wallets";
import { formatMoney, fromRupees, type Paise } from "../money/money";
import { noControlCharacters } from "../text/plain-text";
import { wholeRupeesSchema } from "../wallet/top-up";
import {
  type ManagedAccount,
  type ManagedScope,
  managedScope,
  type PeopleManager,
  withinScope,
} from "./people-management";
import type { Role } from "./roles";

/**
 * Money (issue 22, decision 0077): the deposits and credit limits of the accounts a manager
 * looks after, changed only by ledger entries with a reason. ADMIN and ACCOUNTS look after
 * the money of every account that pays from a deposit or a credit line (the agent group,
 * J§6; a corporate's credit line) and of distributors; a DISTRIBUTOR the agencies it manages (`managedScope`). Nobody
 * looks after their own money.
 */
export const MONEY_ACCOUNT_ROLES = [
  "AGENT",
  "AGENT_STAFF",
  "CORPORATE",
  "DISTRIBUTOR",
] as const satisfies readonly Role[];

export function moneyScope(manager: PeopleManager): ManagedScope | undefined {
  switch (manager.role) {
    case "ADMIN":
    case "ACCOUNTS":
      return { notUserId: manager.userId, roles: MONEY_ACCOUNT_ROLES };
    case "DISTRIBUTOR":
      return managedScope(manager);
    default:
      return undefined;
  }
}

export function mayManageMoney(role: string): boolean {
  return role === "ADMIN" || role === "ACCOUNTS" || role === "DISTRIBUTOR";
}

export function mayManageMoneyOf(manager: PeopleManager, account: ManagedAccount): boolean {
  return withinScope(moneyScope(manager), account);
}

/** The wallets a manager moves money in: the deposit, and the credit line's limit. */
export const MONEY_WALLETS = ["DEPOSIT", "CREDIT_LINE"] as const satisfies PaymentWallet[];
export type MoneyWallet = (typeof MONEY_WALLETS)[number];

/** Add to the wallet (a deposit paid in, a limit raised) or take from it. */
export const MONEY_DIRECTIONS = ["add", "take"] as const;
export type MoneyDirection = (typeof MONEY_DIRECTIONS)[number];

export const MONEY_MIN_AMOUNT: Paise = fromRupees(1);
export const MONEY_MAX_AMOUNT: Paise = fromRupees(10_000_000);
export const MONEY_REASON_MAX_LENGTH = 200;

export const MONEY_MESSAGES = {
  amount: "Please enter an amount in whole rupees, like 50000.",
  tooLittle: `Please enter at least ${formatMoney(MONEY_MIN_AMOUNT)}.`,
  tooMuch: `You can move at most ${formatMoney(MONEY_MAX_AMOUNT)} at a time.`,
  reason: "Please say why, for the statement.",
  reasonTooLong: `Please keep the reason to ${MONEY_REASON_MAX_LENGTH} characters.`,
  chooseWallet: "Please choose the deposit or the credit limit.",
  chooseDirection: "Please choose whether to add or take away.",
  /** 2001 on a take: the deposit cannot go below zero, a limit below what is due. */
  notEnough: {
    DEPOSIT: "The deposit does not hold that much.",
    CREDIT_LINE: "The credit limit cannot go below what is due on it.",
  } satisfies Record<MoneyWallet, string>,
  replayed: "This entry was posted already: nothing more was posted.",
  posted: (direction: MoneyDirection, wallet: MoneyWallet, amount: Paise, name: string) =>
    wallet === "DEPOSIT"
      ? `${formatMoney(amount)} ${direction === "add" ? "added to" : "taken from"} the deposit of ${name}.`
      : `The credit limit of ${name} ${direction === "add" ? "raised" : "lowered"} by ${formatMoney(amount)}.`,
} as const;

/** Why an amount (paise) cannot be moved, or undefined when it can. */
export function moneyAmountError(amount: Paise): string | undefined {
  if (amount < MONEY_MIN_AMOUNT) return MONEY_MESSAGES.tooLittle;
  if (amount > MONEY_MAX_AMOUNT) return MONEY_MESSAGES.tooMuch;
  return undefined;
}

const withinMoneyLimits = (amount: number, ctx: z.RefinementCtx) => {
  const error = moneyAmountError(amount);
  if (error) ctx.addIssue({ code: "custom", message: error });
};

/** The amount as the service takes it: integer paise within the limits. */
export const moneyPaiseSchema = z
  .int({ error: MONEY_MESSAGES.amount })
  .superRefine(withinMoneyLimits);

/** The amount box: whole rupees, as paise within the limits. */
export const moneyAmountSchema = wholeRupeesSchema(MONEY_MESSAGES.amount).superRefine(
  withinMoneyLimits,
);

/** Why the money moved, as the statement will say it. */
export const moneyReasonSchema = z
  .string({ error: MONEY_MESSAGES.reason })
  .check(noControlCharacters(MONEY_MESSAGES.reason))
  .trim()
  .min(3, MONEY_MESSAGES.reason)
  .max(MONEY_REASON_MAX_LENGTH, MONEY_MESSAGES.reasonTooLong);

/** The ledger's idempotency key of a money move: one entry per submitted form, however often sent. */
export const moneyLedgerKey = (idempotencyKey: string) => `money:${idempotencyKey}`;
