import { endSession } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { bearerToken } from "../http/authenticate";
import { success } from "../http/envelope";

/**
 * apiName "logout": ends the session of the token that came with it, so none of that
 * session's tokens opens anything again (decision 0036). The same answer without a token or
 * with one no longer live: the caller is logged out either way.
 */
export async function logout(ctx: ServiceContext, request: Request): Promise<Response> {
  const token = bearerToken(request);
  const session = token ? await ctx.sessions.read(token) : null;
  if (session) await endSession(ctx.db, session.sessionId);
  return success({ loggedOut: true });
}
