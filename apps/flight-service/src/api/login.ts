import {
  type LoginRequest,
  loginRequestSchema,
  type TokenSubjectInput,
  type UserInfoInput,
} from "@wayfare/domain";
import { eq, or } from "drizzle-orm";
import { verifyPassword } from "../auth/passwords";
import type { ServiceContext } from "../context";
import { type UserRow, users } from "../db/schema";
import { catalogueFailure, success } from "../http/envelope";
import { parseOrFail } from "../http/validation";

export function subjectOf(user: UserRow): TokenSubjectInput {
  return {
    userId: user.id,
    partnerId: user.partnerId,
    role: user.role as TokenSubjectInput["role"],
    name: user.name,
    additionalInfo: user.additionalInfo,
  };
}

export function userInfoOf(user: UserRow): UserInfoInput {
  return { ...subjectOf(user), email: user.email, mobile: user.mobile };
}

async function findByUsername(ctx: ServiceContext, username: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.email, username.toLowerCase()), eq(users.mobile, username)))
    .limit(1);
  return user;
}

/**
 * apiName "login": 801 for an unknown user or a wrong password (the same answer, so it
 * does not reveal who is registered), 802 for an inactive account with the right password.
 * The business login's role, when sent, must be the account's role.
 */
export async function login(ctx: ServiceContext, data: unknown): Promise<Response> {
  const parsed = parseOrFail<LoginRequest>(loginRequestSchema, data);
  if (!parsed.ok) return parsed.response;
  const { username, password, role } = parsed.value;

  const user = await findByUsername(ctx, username);
  const passwordMatches = await verifyPassword(user?.passwordHash, password);
  if (!user || !passwordMatches || (role && role !== user.role)) {
    return catalogueFailure(401, "801");
  }
  if (user.status !== "ACTIVE") return catalogueFailure(403, "802");

  const token = await ctx.tokens.issue(subjectOf(user));
  const userInfo = userInfoOf(user);
  return success({ userInfo }, { userInfo }, { authorization: token });
}
