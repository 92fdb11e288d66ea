import { z } from "zod";
import {
  MONEY_DIRECTIONS,
  MONEY_MESSAGES,
  MONEY_WALLETS,
  moneyPaiseSchema,
  moneyReasonSchema,
} from "../roles/money-management";
import { roleSchema } from "../roles/roles";
import { noControlCharacters } from "../text/plain-text";
import { PASSBOOK_PAGE_SIZE } from "../wallet/passbook";
import { requestBodySchema } from "./envelope";
import { peopleAccountRequestSchema, SORT_DIRECTIONS } from "./people";
import { userDueInfoPayloadSchema } from "./portal-furniture";
import { passbookCsvPayloadSchema, passbookEntrySchema } from "./wallet-top-up";

/**
 * Money (issue 22, decision 0077): the accounts whose money a manager looks after
 * (`moneyScope`) with their deposits, credit limits and dues; one account's statement per
 * wallet; a move of money in or out of a wallet as a ledger entry with a reason (never an
 * edited balance), posted once per idempotency key; and the statement as CSV.
 */
export const MONEY_ACCOUNTS_PATH = "/xms/v1/money/accounts";
export const MONEY_ACCOUNT_PATH = "/xms/v1/money/account";
export const MONEY_MOVE_PATH = "/xms/v1/money/move";
export const MONEY_STATEMENT_CSV_PATH = "/xms/v1/money/statement/csv";

export const MONEY_PAGE_SIZE = 20;
/** A statement pages as the passbook does. */
export const STATEMENT_PAGE_SIZE = PASSBOOK_PAGE_SIZE;

const userIdSchema = peopleAccountRequestSchema.shape.data.shape.userId;
const walletSchema = z.enum(MONEY_WALLETS, MONEY_MESSAGES.chooseWallet);
const pageSchema = z.number().int().min(0).max(10_000).default(0);

export const moneyAccountsRequestSchema = requestBodySchema(
  z
    .object({
      /** Part of a name, an email or a user id. */
      query: z.string().check(noControlCharacters()).trim().max(100).default(""),
      page: pageSchema,
    })
    .strict(),
);
export type MoneyAccountsRequest = z.input<typeof moneyAccountsRequestSchema.shape.data>;

/** An account with its deposit, credit limit and dues (what `user-due-info` answers it). */
export const moneyAccountSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  partnerId: z.string(),
  dues: userDueInfoPayloadSchema,
});
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;

export const moneyAccountsPayloadSchema = z.object({
  accounts: z.array(moneyAccountSchema),
  page: z.number(),
  total: z.number(),
});
export type MoneyAccountsPayload = z.infer<typeof moneyAccountsPayloadSchema>;

export const moneyAccountRequestSchema = requestBodySchema(
  z
    .object({
      userId: userIdSchema,
      wallet: walletSchema.default("DEPOSIT"),
      /** Oldest or newest entry first; the running balance is the same either way. */
      direction: z.enum(SORT_DIRECTIONS).default("descending"),
      page: pageSchema,
    })
    .strict(),
);
export type MoneyAccountRequest = z.input<typeof moneyAccountRequestSchema.shape.data>;

/** A statement's entry: the passbook's, and who entered it when a person did. */
export const statementEntrySchema = passbookEntrySchema.extend({
  enteredBy: z.object({ userId: z.string(), name: z.string() }).optional(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const moneyAccountPayloadSchema = z.object({
  account: moneyAccountSchema,
  statement: z.object({
    wallet: walletSchema,
    direction: z.enum(SORT_DIRECTIONS),
    entries: z.array(statementEntrySchema),
    page: z.number(),
    total: z.number(),
  }),
});
export type MoneyAccountPayload = z.infer<typeof moneyAccountPayloadSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export const moneyMoveSchema = z.object({
  userId: userIdSchema,
  wallet: walletSchema,
  direction: z.enum(MONEY_DIRECTIONS, MONEY_MESSAGES.chooseDirection),
  /** Paise. */
  amount: moneyPaiseSchema,
  reason: moneyReasonSchema,
  /** One per form shown: a second submit of the same form posts nothing more. */
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN),
});
export const moneyMoveRequestSchema = requestBodySchema(moneyMoveSchema.strict());
export type MoneyMove = z.infer<typeof moneyMoveSchema>;

export const moneyMovePayloadSchema = z.object({
  account: moneyAccountSchema,
  entry: statementEntrySchema,
  /** The key had posted already: nothing new was written. */
  replayed: z.boolean(),
});
export type MoneyMovePayload = z.infer<typeof moneyMovePayloadSchema>;

export const moneyStatementCsvRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema, wallet: walletSchema }).strict(),
);
export const moneyStatementCsvPayloadSchema = passbookCsvPayloadSchema;
