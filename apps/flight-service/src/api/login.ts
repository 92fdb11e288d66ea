import { type LoginRequest, loginRequestSchema } from "@wayfare/domain";
import { attemptsExhausted, forgetFailures, recordFailure } from "../auth/failed-attempts";
import { verifyPassword } from "../auth/passwords";
import { findUserByUsername, normaliseUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { catalogueFailure } from "../http/envelope";
import { parseOrFail } from "../http/validation";
import { startSession } from "./session";

/**
 * apiName "login": 801 for an unknown user or a wrong password (the same answer, so it
 * does not reveal who is registered), 802 for an inactive account with the right password.
 * The business login's role, when sent, must be the account's role. After the domain's
 * limit of failures for a user name, 429 with 416 until the window has passed, whatever
 * the password (decision 0016).
 */
export async function login(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail<LoginRequest>(loginRequestSchema, data);
  if (!parsed.ok) return parsed.response;
  const { username, password, role } = parsed.value;

  const user = await findUserByUsername(ctx.db, username);
  // Per account, so its email and mobile share one count; unknown names count by the name.
  const target = user?.id ?? normaliseUsername(username);
  const now = ctx.config.now();
  if (await attemptsExhausted(ctx.db, "login", target, now)) return catalogueFailure(429, "416");
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches || (role && role !== user.role)) {
    await recordFailure(ctx.db, "login", target, now);
    return catalogueFailure(401, "801");
  }
  await forgetFailures(ctx.db, "login", target);
  return startSession(ctx, user);
}
