import { hashPassword } from "../auth/passwords";
import type { Database } from "./database";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { users } from "./schema";

/** Inserts the demo accounts that are not there yet; existing rows are left as they are. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const existing = new Set((await db.select({ id: users.id }).from(users)).map((row) => row.id));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.id));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ password, aps, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      additionalInfo: { gps: [], aps },
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}
