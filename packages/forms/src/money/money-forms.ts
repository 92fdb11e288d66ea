import {
  IDEMPOTENCY_KEY_PATTERN,
  MONEY_DIRECTIONS,
  MONEY_MESSAGES,
  MONEY_WALLETS,
  moneyAmountSchema,
  moneyReasonSchema,
} from "@wayfare/domain";
import { z } from "zod";

/**
 * The money form (issue 22, decision 0077): which wallet, add or take, an amount in whole
 * rupees and the reason for the statement, held to the rules the service checks them with.
 * The idempotency key comes with the page, so a second submit of the same form posts once;
 * the move posts `confirmed=yes` once its question is answered (ConfirmAction).
 */
export const moneyMoveFormSchema = z.object({
  wallet: z.enum(MONEY_WALLETS, MONEY_MESSAGES.chooseWallet),
  direction: z.enum(MONEY_DIRECTIONS, MONEY_MESSAGES.chooseDirection),
  amount: moneyAmountSchema,
  reason: moneyReasonSchema,
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
  confirmed: z.literal("yes").optional(),
});

export const MONEY_FORM_LABELS = {
  heading: "Money",
  dashboardHeading: "Accounts' money",
  search: "Search accounts",
  searchDescription: "Part of a name, an email, a mobile number or a user id.",
  searchSubmit: "Search",
  moneyLink: "Deposit and credit limit",
  backToAccounts: "Back to the accounts",
  moveHeading: "Move money",
  moveIntro: "Every change is a ledger entry with your name and reason: balances are never edited.",
  post: "Post to the ledger",
  confirmQuestion: "Post this entry to the ledger?",
  confirmDescription:
    "An entry cannot be edited or deleted: a mistake is put right by another entry.",
  confirm: "Yes, post it",
  cancel: "Cancel",
  statementHeading: "Statement",
} as const;
