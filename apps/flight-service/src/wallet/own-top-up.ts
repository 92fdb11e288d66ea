import {
  groupMemberOf,
  type TokenSubject,
  type TopUpPayload,
  topUpWalletOf,
} from "@wayfare/domain";
import { and, eq, lte, sum } from "drizzle-orm";
import type { Database } from "../db/database";
import { ledgerEntries } from "../db/schema";
import { type WalletTopUpRow, walletTopUps } from "../db/wallet-top-ups-schema";
import { topUpLedgerKey } from "./top-up-credit";

/** The wallet the caller's top-ups credit (an agency's deposit, else TJ Cash); none for a guest. */
export const callerTopUpWallet = (subject: TokenSubject) => topUpWalletOf(groupMemberOf(subject));

/** The caller's own top-up (anyone else's is not found); locked when `lock` is given. */
export async function ownTopUp(
  db: Pick<Database, "select">,
  userId: string,
  topUpId: string,
  lock = false,
): Promise<WalletTopUpRow | undefined> {
  const query = db
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.id, topUpId), eq(walletTopUps.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The wallet's balance just after the top-up's ledger entry. */
async function balanceAfterCredit(db: Pick<Database, "select">, row: WalletTopUpRow) {
  if (!row.creditedBy) return undefined;
  const [entry] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, topUpLedgerKey(row.creditedBy)));
  if (!entry) return undefined;
  const [total] = await db
    .select({ balance: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, row.userId),
        eq(ledgerEntries.wallet, row.wallet),
        lte(ledgerEntries.id, entry.id),
      ),
    );
  return Number(total?.balance ?? 0);
}

export async function topUpPayload(
  db: Pick<Database, "select">,
  row: WalletTopUpRow,
): Promise<TopUpPayload> {
  const balance = await balanceAfterCredit(db, row);
  return {
    topUpId: row.id,
    wallet: row.wallet,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(row.creditedBy && row.creditedAt && balance !== undefined
      ? {
          credited: {
            orderRefId: row.creditedBy,
            at: row.creditedAt.toISOString(),
            balance,
          },
        }
      : {}),
  };
}
