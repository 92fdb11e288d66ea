import { endpoints } from "@wayfare/domain";
import { endSession } from "../auth/sessions";
import { bearerToken, whiteLabelOf } from "../http/authenticate";
import { forPublic } from "../http/handlers";

/**
 * apiName "logout": ends the session of the token that came with it, so none of that
 * session's tokens opens anything again (decision 0036). The same answer without a token or
 * with one no longer live: the caller is logged out either way.
 */
export const logout = forPublic(endpoints.logout, async (_data, { ctx, request }) => {
  const token = bearerToken(request);
  const session = token ? await ctx.sessions.read(token, whiteLabelOf(request)) : null;
  if (session) await endSession(ctx.db, session.sessionId);
  return { loggedOut: true as const };
});
