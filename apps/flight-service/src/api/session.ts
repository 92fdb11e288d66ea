import type { TokenSubjectInput, UserInfoInput } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { UserRow } from "../db/schema";
import { type Refusal, refuse } from "../http/refusal";
import { type Reply, reply } from "../http/reply";
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
export async function startSession(
  ctx: ServiceContext,
  user: UserRow,
): Promise<Reply<{ userInfo: UserInfoInput }> | Refusal> {
  if (user.status !== "ACTIVE") return refuse("802", 403);
  const bs = await balancesOf(ctx.db, user.id);
  return userInfoReply(userInfoOf(user), await ctx.sessions.start({ ...subjectOf(user), bs }));
}

/** F§3: the userInfo is the payload and also beside it; the token in `authorization`. */
export function userInfoReply(userInfo: UserInfoInput, authorization?: string) {
  return reply(
    { userInfo },
    {
      envelope: { userInfo },
      headers: authorization ? { authorization } : {},
    },
  );
}
