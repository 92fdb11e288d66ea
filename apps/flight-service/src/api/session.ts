import {
  maySignInOnHost,
  type TokenSubjectInput,
  type UserInfoInput,
  WRONG_HOST_SIGN_IN,
} from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { UserRow } from "../db/schema";
import { whiteLabelOf } from "../http/authenticate";
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
 * The answer of every sign-in (password, OTP, Google) on the host the request came from:
 * 801 for an account of another brand's hosts (as a wrong password, decision 0078), 802 for
 * an inactive account, else the userInfo payload and a token whose subject carries the
 * wallet balances (bs, F§3) as they were at sign-in; apiName "balance" reads them live.
 */
export async function startSession(
  ctx: ServiceContext,
  user: UserRow,
  request: Request,
): Promise<Reply<{ userInfo: UserInfoInput }> | Refusal> {
  const whiteLabel = whiteLabelOf(request);
  if (!maySignInOnHost(user.whiteLabel, whiteLabel)) {
    return refuse(WRONG_HOST_SIGN_IN.errCode, 401);
  }
  if (user.status !== "ACTIVE") return refuse("802", 403);
  const bs = await balancesOf(ctx.db, user.id);
  const token = await ctx.sessions.start({ ...subjectOf(user), bs }, whiteLabel);
  return userInfoReply(userInfoOf(user), token);
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
