import { randomUUID } from "node:crypto";
import { fromRupees } from "@wayfare/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../db/database";
import { ledgerEntries, users } from "../db/schema";
import { testDatabase } from "../testing/service-under-test";
import { balancesOf, credit, debit } from "./ledger";

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase(await testDatabase());
});
afterAll(() => database.close());

async function freshAccount(): Promise<string> {
  const id = `T-${randomUUID()}`;
  await database.db.insert(users).values({
    id,
    partnerId: "P999",
    role: "AGENT",
    name: "Ledger Test Agency",
    email: `${id}@ledger.test`,
    passwordHash: "unused",
  });
  return id;
}

const movement = (userId: string, rupees: number, key: string = randomUUID()) => ({
  userId,
  wallet: "DEPOSIT" as const,
  amount: fromRupees(rupees),
  reason: "test",
  idempotencyKey: key,
});

describe(`wallet ledger on ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}`, () => {
  it("derives balances from the entries; a debit never goes below zero (2001)", async () => {
    const { db } = database;
    const userId = await freshAccount();
    await credit(db, movement(userId, 10_000));
    const spent = await debit(db, { ...movement(userId, 2_500), reference: "BKG-1" });
    expect(spent).toMatchObject({ ok: true, balance: fromRupees(7_500), replayed: false });
    expect(await debit(db, movement(userId, 7_500.01))).toEqual({ ok: false, code: "2001" });
    expect((await balancesOf(db, userId)).DEPOSIT).toBe(fromRupees(7_500));
    expect(await balancesOf(db, userId)).toMatchObject({ CREDIT_LINE: 0, TJ_CASH: 0 });
  });

  it("is idempotent by key: a replay answers the first entry, a different movement 2504", async () => {
    const { db } = database;
    const userId = await freshAccount();
    await credit(db, movement(userId, 5_000));
    const first = await debit(db, movement(userId, 1_000, `pay-${userId}`));
    const again = await debit(db, movement(userId, 1_000, `pay-${userId}`));
    expect(again).toMatchObject({ ok: true, replayed: true, balance: fromRupees(4_000) });
    expect(first.ok && again.ok && again.entry.id === first.entry.id).toBe(true);
    expect(await debit(db, movement(userId, 2_000, `pay-${userId}`))).toEqual({
      ok: false,
      code: "2504",
    });
  });

  it("refuses to update or delete an entry (append-only)", async () => {
    const { db } = database;
    const userId = await freshAccount();
    await credit(db, movement(userId, 100));
    await expect(
      db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.userId, userId)),
    ).rejects.toThrow();
    await expect(
      db.delete(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    ).rejects.toThrow();
    expect((await balancesOf(db, userId)).DEPOSIT).toBe(fromRupees(100));
  });

  it.runIf(process.env.DATABASE_URL)(
    "20 concurrent debits of ₹1,000 against ₹10,000: exactly 10 succeed, balance 0",
    async () => {
      const { db } = database;
      const userId = await freshAccount();
      await credit(db, movement(userId, 10_000));
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => debit(db, movement(userId, 1_000))),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.code === "2001")).toHaveLength(10);
      expect((await balancesOf(db, userId)).DEPOSIT).toBe(0);
      const [lowest] = await db
        .select({
          running: sql<string>`min(running)`,
        })
        .from(
          sql`(select sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.id}) as running
               from ${ledgerEntries} where ${ledgerEntries.userId} = ${userId}) as history`,
        );
      expect(Number(lowest?.running)).toBeGreaterThanOrEqual(0);
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "a debit double-submitted at once with one key writes one entry",
    async () => {
      const { db } = database;
      const userId = await freshAccount();
      await credit(db, movement(userId, 3_000));
      const key = `double-${userId}`;
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => debit(db, movement(userId, 1_000, key))),
      );
      expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      expect((await balancesOf(db, userId)).DEPOSIT).toBe(fromRupees(2_000));
    },
  );
});
