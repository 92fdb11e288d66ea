import { endpoints } from "@wayfare/domain";
import { eq, or } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import { users } from "../db/schema";
import { nextUserNumber } from "../db/user-numbers";
import { whiteLabelOf } from "../http/authenticate";
import { forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";
import { isPartnerKey } from "../white-label/partners";

const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === UNIQUE_VIOLATION;
}

/**
 * apiName "register" (F§3), without auth, when registration is enabled (404 otherwise).
 * AGENT registers a new agency (its own partner id), CUSTOMER a retail account; no other
 * role can be chosen. 812 when the email or mobile is already someone's. The account is
 * active at once. Registered on a white-label partner's host, it is the partner's: it signs in
 * on that partner's hosts only (decision 0078); a key that names no partner is a 400.
 */
export const register = forPublic(
  endpoints.register,
  async (call, { ctx, request }) => {
    const { email, password, mobile, name, role, phone, panInfo, addressInfo } = call;
    const whiteLabel = whiteLabelOf(request);
    if (whiteLabel && !(await isPartnerKey(ctx.db, whiteLabel))) return refuse("400", 400);

    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, email), eq(users.mobile, mobile)))
      .limit(1);
    if (taken) return refuse("812", 409);

    const passwordHash = await hashPassword(password);
    const number = await nextUserNumber(ctx.db);
    const userId = `U${number}`;
    try {
      await ctx.db.insert(users).values({
        id: userId,
        partnerId: role === "AGENT" ? `P${number}` : "P000",
        role,
        name,
        email,
        mobile,
        passwordHash,
        additionalInfo: { gps: [], aps: ["flight"] },
        profile: { phone, panInfo, addressInfo },
        whiteLabel,
      });
    } catch (error) {
      // Two registrations of the same email or mobile at once: the second loses here.
      if (isUniqueViolation(error)) return refuse("812", 409);
      throw error;
    }
    return { userId, role };
  },
  (ctx) => !ctx.config.registrationEnabled,
);
