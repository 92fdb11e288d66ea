import {
  insufficientBalanceError,
  WALLET_KINDS,
  type WalletBalances,
  type WalletKind,
} from "@wayfare/domain";
import { and, eq, sum } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { lockKey } from "../db/locks";
import { type LedgerEntryRow, ledgerEntries } from "../db/schema";

export interface LedgerMovement {
  userId: string;
  wallet: WalletKind;
  /** Positive paise; credit adds it, debit takes it away. */
  amount: number;
  reason: string;
  reference?: string;
  /** Who entered it, when a person did (decision 0077). */
  enteredBy?: string;
  /** One entry per key, whoever submits it and however often. */
  idempotencyKey: string;
}

export type LedgerOutcome =
  | { ok: true; entry: LedgerEntryRow; balance: number; replayed: boolean }
  /** 2001 'Insufficient Balance'; 2504 when the key was used for a different movement. */
  | { ok: false; code: "2001" | "2504" };

type Reader = Pick<Database, "select">;

export async function balancesOf(db: Reader, userId: string): Promise<WalletBalances> {
  const rows = await db
    .select({ wallet: ledgerEntries.wallet, total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.wallet);
  const totals = new Map(rows.map((row) => [row.wallet, Number(row.total ?? 0)]));
  return Object.fromEntries(
    WALLET_KINDS.map((wallet) => [wallet, totals.get(wallet) ?? 0]),
  ) as WalletBalances;
}

/** The wallet's balance and the entry of the movement's key if there is one, in one statement. */
async function balanceAndEntry(tx: Reader, movement: LedgerMovement) {
  const wallet = tx
    .select({ total: sum(ledgerEntries.amount).as("total") })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, movement.userId), eq(ledgerEntries.wallet, movement.wallet)),
    )
    .as("wallet");
  const [row] = await tx
    .select({ total: wallet.total, existing: ledgerEntries })
    .from(wallet)
    .leftJoin(ledgerEntries, eq(ledgerEntries.idempotencyKey, movement.idempotencyKey));
  return { balance: Number(row?.total ?? 0), existing: row?.existing ?? undefined };
}

function sameMovement(entry: LedgerEntryRow, movement: LedgerMovement, signed: number) {
  return (
    entry.userId === movement.userId && entry.wallet === movement.wallet && entry.amount === signed
  );
}

async function move(
  tx: Transaction,
  movement: LedgerMovement,
  signed: number,
): Promise<LedgerOutcome> {
  if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
    throw new RangeError(`a ledger amount is positive integer paise: ${movement.amount}`);
  }
  await lockKey(tx, `ledger:${movement.userId}:${movement.wallet}`);
  const { balance, existing } = await balanceAndEntry(tx, movement);
  if (existing) {
    if (!sameMovement(existing, movement, signed)) return { ok: false, code: "2504" };
    return { ok: true, entry: existing, balance, replayed: true };
  }
  if (signed < 0 && insufficientBalanceError(balance, -signed)) return { ok: false, code: "2001" };
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ ...movement, amount: signed })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  // Another account's movement took the key between our read and insert.
  if (!entry) return { ok: false, code: "2504" };
  return { ok: true, entry, balance: balance + signed, replayed: false };
}

/**
 * Moves money in or out of one wallet. Each account's movements are serialised by a
 * transaction-scoped advisory lock, so the balance read before a debit is still the
 * balance when the entry is written: concurrent debits never take a wallet below zero.
 * Pass a transaction to make the movement part of a larger write.
 */
export function credit(db: Database | Transaction, movement: LedgerMovement) {
  return db.transaction((tx) => move(tx, movement, movement.amount));
}

export function debit(db: Database | Transaction, movement: LedgerMovement) {
  return db.transaction((tx) => move(tx, movement, -movement.amount));
}

/**
 * A debit as statements of the caller's transaction, without a savepoint of its own: for a
 * caller whose transaction ends with the debit's outcome (a failed debit writes nothing, a
 * thrown error rolls the whole transaction back). Two round trips fewer.
 */
export function debitWithin(tx: Transaction, movement: LedgerMovement) {
  return move(tx, movement, -movement.amount);
}
