import { devEndpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import type { Database } from "../db/database";
import { DEMO_ACCOUNTS, demoAdditionalInfo } from "../db/demo-accounts";
import { DEMO_WALLETS } from "../db/demo-wallets";
import { accountLinks, users } from "../db/schema";
import { nextUserNumber } from "../db/user-numbers";
import { devEndpointsOff, forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";
import { credit } from "../ledger/ledger";

/** The platform's own partner id: its users (customers, admins, call centre) share it. */
const PLATFORM_PARTNER = "P000";

/**
 * POST /xms/v1/dev/accounts {data: {like, partnerId?}}: a new account shaped like the demo
 * account `like` — its own email, mobile and (unless told to join one) organisation — so each
 * test owns the accounts, wallets and bookings it writes to (docs/decisions/0032). Another
 * email than a demo account's is a 400. It sits under `parentPartnerId` and is looked after by
 * `salesUserId` when given, and linked with the account `linkedTo` when given. An account
 * like a white-label partner's is the base brand's: it signs in on the base host (decision
 * 0078). Off (404) in
 * production.
 */
export const devDemoLikeAccount = forPublic(
  devEndpoints.devAccounts,
  async ({ like, partnerId: joined, parentPartnerId, salesUserId, linkedTo }, { ctx }) => {
    const template = DEMO_ACCOUNTS.find((account) => account.email === like);
    if (!template) return refuse("400", 400);

    const number = await nextUserNumber(ctx.db);
    const userId = `U${number}`;
    const partnerId =
      joined ?? (template.partnerId === PLATFORM_PARTNER ? PLATFORM_PARTNER : `P${number}`);
    const [local, domain] = template.email.split("@");
    const email = `${local}-${number}@${domain}`;
    const mobile = `7${number.padStart(9, "0")}`;
    await ctx.db.insert(users).values({
      id: userId,
      partnerId,
      role: template.role,
      name: template.name,
      email,
      mobile,
      passwordHash: await hashPassword(template.password),
      status: template.status,
      additionalInfo: demoAdditionalInfo(template),
      parentPartnerId,
      salesUserId,
    });
    if (linkedTo) await linkAccounts(ctx.db, linkedTo, userId);
    for (const wallet of DEMO_WALLETS.filter((opening) => opening.userId === template.id)) {
      await credit(ctx.db, { ...wallet, userId, idempotencyKey: `dev:${userId}:${wallet.wallet}` });
    }
    return { userId, partnerId, email, mobile, password: template.password };
  },
  devEndpointsOff,
);

/** Puts `userId` in the link group of `linkedTo`, which becomes one when it has none. */
async function linkAccounts(db: Database, linkedTo: string, userId: string) {
  await db
    .insert(accountLinks)
    .values({ userId: linkedTo, linkGroup: linkedTo })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ linkGroup: accountLinks.linkGroup })
    .from(accountLinks)
    .where(eq(accountLinks.userId, linkedTo));
  await db.insert(accountLinks).values({ userId, linkGroup: existing?.linkGroup ?? linkedTo });
}
