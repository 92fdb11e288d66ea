import { PASSBOOK_PAGE_SIZE, type PassbookEntry, type TopUpWallet } from "@wayfare/domain";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { ledgerEntries } from "../db/schema";

type Reader = Pick<Database, "select">;

const ofWallet = (userId: string, wallet: TopUpWallet) =>
  and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, wallet));

/**
 * A wallet's ledger entries, newest first, each with the balance after it (a running sum in
 * entry order, worked out by the database before the page is cut); all of them without `page`.
 */
export async function passbookEntries(
  db: Reader,
  userId: string,
  wallet: TopUpWallet,
  page?: number,
): Promise<PassbookEntry[]> {
  const query = db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
      amount: ledgerEntries.amount,
      balance: sql<string>`sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.id})`,
    })
    .from(ledgerEntries)
    .where(ofWallet(userId, wallet))
    .orderBy(desc(ledgerEntries.id));
  const rows =
    page === undefined
      ? await query
      : await query.limit(PASSBOOK_PAGE_SIZE).offset(page * PASSBOOK_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    reason: row.reason,
    ...(row.reference ? { reference: row.reference } : {}),
    amount: row.amount,
    balance: Number(row.balance),
  }));
}

export async function passbookPageCount(db: Reader, userId: string, wallet: TopUpWallet) {
  const [row] = await db
    .select({ entries: count() })
    .from(ledgerEntries)
    .where(ofWallet(userId, wallet));
  return Math.ceil((row?.entries ?? 0) / PASSBOOK_PAGE_SIZE);
}
