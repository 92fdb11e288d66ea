import {
  PASSBOOK_PAGE_SIZE,
  type SortDirection,
  type StatementEntry,
  type WalletKind,
} from "@wayfare/domain";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { ledgerEntries, users } from "../db/schema";

type Reader = Pick<Database, "select">;

const ofWallet = (userId: string, wallet: WalletKind) =>
  and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, wallet));

/**
 * A wallet's ledger entries, newest first unless asked otherwise, each with the balance after
 * it (a running sum in entry order, worked out by the database before the page is cut) and
 * who entered it when a person did; all of them without `page`.
 */
export async function passbookEntries(
  db: Reader,
  userId: string,
  wallet: WalletKind,
  page?: number,
  direction: SortDirection = "descending",
): Promise<StatementEntry[]> {
  const query = db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
      amount: ledgerEntries.amount,
      balance: sql<string>`sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.id})`,
      enteredBy: ledgerEntries.enteredBy,
      enteredByName: users.name,
    })
    .from(ledgerEntries)
    .leftJoin(users, eq(users.id, ledgerEntries.enteredBy))
    .where(ofWallet(userId, wallet))
    .orderBy(direction === "ascending" ? asc(ledgerEntries.id) : desc(ledgerEntries.id));
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
    ...(row.enteredBy
      ? { enteredBy: { userId: row.enteredBy, name: row.enteredByName ?? "" } }
      : {}),
  }));
}

export async function passbookEntryCount(db: Reader, userId: string, wallet: WalletKind) {
  const [row] = await db
    .select({ entries: count() })
    .from(ledgerEntries)
    .where(ofWallet(userId, wallet));
  return row?.entries ?? 0;
}

export async function passbookPageCount(db: Reader, userId: string, wallet: WalletKind) {
  return Math.ceil((await passbookEntryCount(db, userId, wallet)) / PASSBOOK_PAGE_SIZE);
}
