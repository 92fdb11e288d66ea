import { CREDIT_BILLING_CYCLE_DAYS, type UserDueInfoPayload } from "@wayfare/domain";
import { and, eq, inArray, lt, sum } from "drizzle-orm";
import type { Database } from "../db/database";
import { ledgerEntries } from "../db/schema";

/** Ledger reasons that spend or refund money; every other entry funds the wallet. */
const SPENDING_REASONS = ["FLIGHT_BOOKING", "FLIGHT_CANCELLATION"];

async function total(db: Pick<Database, "select">, ...conditions: Parameters<typeof and>) {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/**
 * A user's dues from the ledger: the credit line's limit is what funded it, its due what
 * bookings spent from it less refunds; oldDueInfo is the due from spending before the
 * current billing cycle (refunds count whenever they came).
 */
export async function userDues(
  db: Pick<Database, "select">,
  userId: string,
  now: Date,
): Promise<UserDueInfoPayload> {
  const creditLine = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, "CREDIT_LINE"));
  const spending = inArray(ledgerEntries.reason, SPENDING_REASONS);
  const before = new Date(now.getTime() - CREDIT_BILLING_CYCLE_DAYS * 86_400_000);
  const [balance, spent, spentBefore, refunds, deposit] = await Promise.all([
    total(db, creditLine),
    total(db, creditLine, spending),
    total(
      db,
      creditLine,
      eq(ledgerEntries.reason, "FLIGHT_BOOKING"),
      lt(ledgerEntries.createdAt, before),
    ),
    total(db, creditLine, eq(ledgerEntries.reason, "FLIGHT_CANCELLATION")),
    total(db, eq(ledgerEntries.userId, userId), eq(ledgerEntries.wallet, "DEPOSIT")),
  ]);
  const due = Math.max(0, -spent);
  return {
    creditLine: { limit: balance + due, due, available: balance },
    deposit: { balance: deposit, due: 0 },
    totalDue: due,
    oldDueInfo: { amount: Math.max(0, -(spentBefore + refunds)), before: before.toISOString() },
  };
}
