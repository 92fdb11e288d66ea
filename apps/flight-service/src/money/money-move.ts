import { endpoints, MONEY_MESSAGES, moneyLedgerKey } from "@wayfare/domain";
import { audit } from "../audit/audit-log";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { credit, debit } from "../ledger/ledger";
import { moneyAccountOf, moneyAccountRow, moneyManager } from "./money-accounts";

/**
 * POST /xms/v1/money/move: money added to or taken from an account's deposit or credit line
 * as one ledger entry with the manager's reason and name; the balance is the entries' sum,
 * never written (decision 0077). The form's idempotency key posts once: a second submit
 * answers the first entry (`replayed`) and writes nothing, not even to the audit log. Taking
 * more than the wallet holds is refused: a deposit cannot go below zero, a credit limit below
 * what is due on it. The entry and its audit row are one transaction.
 */
export const moneyMove = forUser(endpoints.moneyMove, async (move, { ctx, subject }) => {
  const manager = await moneyManager(ctx, subject);
  if (!manager) return refuse("404", 404);
  return ctx.db.transaction(async (tx) => {
    const row = await moneyAccountRow(tx, manager, move.userId);
    if (!row) return refuse("404", 404);
    const movement = {
      userId: row.id,
      wallet: move.wallet,
      amount: move.amount,
      reason: move.reason,
      enteredBy: manager.userId,
      idempotencyKey: moneyLedgerKey(move.idempotencyKey),
    };
    const moved = move.direction === "add" ? await credit(tx, movement) : await debit(tx, movement);
    if (!moved.ok) {
      return moved.code === "2001"
        ? refuse("WF100", 400, MONEY_MESSAGES.notEnough[move.wallet])
        : refuse("2504", 409);
    }
    const { entry, balance, replayed } = moved;
    if (!replayed) {
      await audit(tx, {
        by: manager,
        action: move.wallet === "DEPOSIT" ? "money.deposit" : "money.credit-limit",
        subject: row.id,
        at: ctx.config.now(),
        before: { wallet: move.wallet, balance: balance - entry.amount },
        after: { wallet: move.wallet, balance, amount: entry.amount, reason: entry.reason },
      });
    }
    return {
      account: await moneyAccountOf(tx, row, ctx.config.now()),
      entry: {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        reason: entry.reason,
        amount: entry.amount,
        balance,
        enteredBy: { userId: manager.userId, name: subject.name },
      },
      replayed,
    };
  });
});
