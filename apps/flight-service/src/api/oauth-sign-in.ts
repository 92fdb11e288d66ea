import { endpoints } from "@wayfare/domain";
import { googleIdTokenVerifier } from "../auth/google-id-token";
import { findUserByUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { forPublic } from "../http/handlers";
import { refuse } from "../http/refusal";
import { startSession } from "./session";

/**
 * POST /ums/v1/oauth-sign-in (F§3, F§7): Google sign-in for an existing account, found by
 * the token's verified email. Off (404) unless Google is configured. A bad token or an
 * email without an account answers 801 with the spec's social-login failure text (WF108);
 * no account is created.
 */
export function oauthSignIn(ctx: ServiceContext) {
  const verifyGoogleIdToken = ctx.config.google && googleIdTokenVerifier(ctx.config.google);
  return forPublic(
    endpoints.oauthSignIn,
    async ({ authResponse }, { ctx, request }) => {
      const email = verifyGoogleIdToken && (await verifyGoogleIdToken(authResponse.credential));
      const user = email ? await findUserByUsername(ctx.db, email) : undefined;
      if (!user || user.email !== email) return refuse("WF108", 401);
      return startSession(ctx, user, request);
    },
    () => !verifyGoogleIdToken,
  );
}
