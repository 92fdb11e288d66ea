import { z } from "zod";
import { hashPassword } from "../auth/passwords";
import type { ServiceContext } from "../context";
import { DEMO_ACCOUNTS } from "../db/demo-accounts";
import { DEMO_WALLETS } from "../db/demo-wallets";
import { users } from "../db/schema";
import { nextUserNumber } from "../db/user-numbers";
import { success } from "../http/envelope";
import { refuse } from "../http/refusal";
import { parseInput, readJson } from "../http/validation";
import { credit } from "../ledger/ledger";

export const DEV_ACCOUNTS_PATH = "/xms/v1/dev/accounts";

/** The platform's own partner id: its users (customers, admins, call centre) share it. */
const PLATFORM_PARTNER = "P000";

const demoLikeRequestSchema = z.object({
  data: z.object({
    /** A demo account's email: the new account gets its role, name, products and opening wallets. */
    like: z.enum(DEMO_ACCOUNTS.map((account) => account.email) as [string, ...string[]]),
    /** Join this organisation (a partner id a previous call answered) instead of a new one. */
    partnerId: z
      .string()
      .regex(/^P\d+$/)
      .optional(),
  }),
});

/**
 * POST /xms/v1/dev/accounts {data: {like, partnerId?}}: a new account shaped like a demo account —
 * its own email, mobile and (unless told to join one) organisation — so each test owns the
 * accounts, wallets and bookings it writes to (docs/decisions/0032). Off (404) in production.
 */
export async function devDemoLikeAccount(ctx: ServiceContext, request: Request): Promise<Response> {
  if (!ctx.config.devEndpoints) return refuse("404", 404).response();
  const parsed = parseInput(demoLikeRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.refusal.response();
  const template = DEMO_ACCOUNTS.find((account) => account.email === parsed.value.data.like);
  if (!template) return refuse("400", 400).response();

  const number = await nextUserNumber(ctx.db);
  const userId = `U${number}`;
  const partnerId =
    parsed.value.data.partnerId ??
    (template.partnerId === PLATFORM_PARTNER ? PLATFORM_PARTNER : `P${number}`);
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
    additionalInfo: {
      gps: [],
      aps: template.aps,
      ...(template.logoUrl ? { logoUrl: template.logoUrl } : {}),
    },
  });
  for (const wallet of DEMO_WALLETS.filter((opening) => opening.userId === template.id)) {
    await credit(ctx.db, { ...wallet, userId, idempotencyKey: `dev:${userId}:${wallet.wallet}` });
  }
  return success({ userId, partnerId, email, mobile, password: template.password });
}
