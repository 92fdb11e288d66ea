import { type LoginRequest, loginRequestSchema } from "@wayfare/domain";
import { verifyPassword } from "../auth/passwords";
import { findUserByUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { catalogueFailure } from "../http/envelope";
import { parseOrFail } from "../http/validation";
import { startSession } from "./session";

/**
 * apiName "login": 801 for an unknown user or a wrong password (the same answer, so it
 * does not reveal who is registered), 802 for an inactive account with the right password.
 * The business login's role, when sent, must be the account's role.
 */
export async function login(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail<LoginRequest>(loginRequestSchema, data);
  if (!parsed.ok) return parsed.response;
  const { username, password, role } = parsed.value;

  const user = await findUserByUsername(ctx.db, username);
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches || (role && role !== user.role)) {
    return catalogueFailure(401, "801");
  }
  return startSession(ctx, user);
}
