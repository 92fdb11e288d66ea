import { hashPassword } from "../auth/passwords";
import { credit } from "../ledger/ledger";
import type { Database } from "./database";
import { DEMO_ACCOUNTS, demoAdditionalInfo } from "./demo-accounts";
import { DEMO_PARTNER } from "./demo-partners";
import { DEMO_WALLETS, demoWalletKey } from "./demo-wallets";
import { accountLinks, partnerHosts, partners, users } from "./schema";

/** The demo white-label partner and its hosts, when they are not there yet. */
async function seedDemoPartners(db: Database): Promise<void> {
  const { hostNames, key, ...partner } = DEMO_PARTNER;
  await db
    .insert(partners)
    .values({ key, ...partner })
    .onConflictDoNothing();
  await db
    .insert(partnerHosts)
    .values(hostNames.map((host) => ({ host, partnerKey: key })))
    .onConflictDoNothing();
}

/**
 * Inserts the demo partner and the demo accounts that are not there yet; existing rows are
 * left as they are.
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  await seedDemoPartners(db);
  const existing = new Set((await db.select({ id: users.id }).from(users)).map((row) => row.id));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.id));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      additionalInfo: demoAdditionalInfo(account),
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing();
}

/** Credits the demo wallets' opening balances; the idempotency keys make it once only. */
export async function seedDemoWallets(db: Database): Promise<void> {
  for (const wallet of DEMO_WALLETS) {
    await credit(db, { ...wallet, idempotencyKey: demoWalletKey(wallet) });
  }
}

/** Links the demo accounts of one person (decision 0080); links already there stay. */
export async function seedDemoLinks(db: Database): Promise<void> {
  const links = DEMO_ACCOUNTS.flatMap(({ id, linkGroup }) =>
    linkGroup ? [{ userId: id, linkGroup }] : [],
  );
  await db.insert(accountLinks).values(links).onConflictDoNothing();
}
