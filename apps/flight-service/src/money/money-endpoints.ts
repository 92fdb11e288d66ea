import { endpoints, MONEY_PAGE_SIZE, moneyScope, statementCsv } from "@wayfare/domain";
import { and, asc, count } from "drizzle-orm";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { scopeCondition, searchCondition } from "../people/people-scope";
import { passbookEntries, passbookEntryCount } from "../wallet/passbook";
import { moneyAccountOf, moneyAccountRow, moneyManager } from "./money-accounts";

/**
 * Money (issue 22, decision 0077). Every call reads the caller's account as it is now and
 * answers 404 to anyone who looks after nobody's money, or for an account outside their
 * `moneyScope` (as the people endpoints do, decision 0070).
 */

/** POST /xms/v1/money/accounts: the accounts whose money the caller looks after, by name. */
export const moneyAccounts = forUser(endpoints.moneyAccounts, async (request, { ctx, subject }) => {
  const manager = await moneyManager(ctx, subject);
  const scope = manager && moneyScope(manager);
  if (!scope) return refuse("404", 404);
  const where = and(scopeCondition(scope), searchCondition(request.query));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(MONEY_PAGE_SIZE)
      .offset(request.page * MONEY_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  const now = ctx.config.now();
  const accounts = [];
  for (const row of rows) accounts.push(await moneyAccountOf(ctx.db, row, now));
  return { accounts, page: request.page, total: counted?.total ?? 0 };
});

/** POST /xms/v1/money/account: one account's money and a page of one wallet's statement. */
export const moneyAccount = forUser(
  endpoints.moneyAccount,
  async ({ userId, wallet, direction, page }, { ctx, subject }) => {
    const manager = await moneyManager(ctx, subject);
    const row = manager && (await moneyAccountRow(ctx.db, manager, userId));
    if (!row) return refuse("404", 404);
    const [account, entries, total] = await Promise.all([
      moneyAccountOf(ctx.db, row, ctx.config.now()),
      passbookEntries(ctx.db, row.id, wallet, page, direction),
      passbookEntryCount(ctx.db, row.id, wallet),
    ]);
    return { account, statement: { wallet, direction, entries, page, total } };
  },
);

/** POST /xms/v1/money/statement/csv: one wallet's whole statement, newest first. */
export const moneyStatementCsv = forUser(
  endpoints.moneyStatementCsv,
  async ({ userId, wallet }, { ctx, subject }) => {
    const manager = await moneyManager(ctx, subject);
    const row = manager && (await moneyAccountRow(ctx.db, manager, userId));
    if (!row) return refuse("404", 404);
    const entries = await passbookEntries(ctx.db, row.id, wallet);
    const day = ctx.config.now().toISOString().slice(0, 10);
    const walletName = wallet === "DEPOSIT" ? "deposit" : "credit-line";
    return { fileName: `statement-${row.id}-${walletName}-${day}.csv`, csv: statementCsv(entries) };
  },
);
