import type { TokenSubjectInput, UserInfoInput } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { UserRow } from "../db/schema";
import { catalogueFailure, success } from "../http/envelope";
import { balancesOf } from "../ledger/ledger";

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

/**
 * The answer of every sign-in (password, OTP, Google): 802 for an inactive account, else
 * the userInfo payload and a token whose subject carries the wallet balances (bs, F§3) as
 * they were at sign-in; apiName "balance" reads them live.
 */
export async function startSession(ctx: ServiceContext, user: UserRow): Promise<Response> {
  if (user.status !== "ACTIVE") return catalogueFailure(403, "802");
  const bs = await balancesOf(ctx.db, user.id);
  const token = await ctx.sessions.start({ ...subjectOf(user), bs });
  const userInfo = userInfoOf(user);
  return success({ userInfo }, { userInfo }, { authorization: token });
}
