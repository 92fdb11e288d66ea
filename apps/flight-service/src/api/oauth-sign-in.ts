import { LOGIN_MESSAGES, oauthSignInCallSchema, requestBodySchema } from "@wayfare/domain";
import type { GoogleIdTokenVerifier } from "../auth/google-id-token";
import { findUserByUsername } from "../auth/users";
import type { ServiceContext } from "../context";
import { catalogueFailure, failure } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { startSession } from "./session";

const bodySchema = requestBodySchema(oauthSignInCallSchema);

/**
 * POST /ums/v1/oauth-sign-in (F§3, F§7): Google sign-in for an existing account, found by
 * the token's verified email. Off (404) unless Google is configured. A bad token or an
 * email without an account answers 801 with the spec's social-login failure text; no
 * account is created.
 */
export async function oauthSignIn(
  ctx: ServiceContext,
  verifyGoogleIdToken: GoogleIdTokenVerifier | undefined,
  request: Request,
): Promise<Response> {
  if (!verifyGoogleIdToken) return catalogueFailure(404, "404");
  const parsed = parseOrFail(bodySchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const email = await verifyGoogleIdToken(parsed.value.data.authResponse.credential);
  const user = email ? await findUserByUsername(ctx.db, email) : undefined;
  if (!user || user.email !== email) {
    return failure(401, [{ errCode: "801", message: LOGIN_MESSAGES.socialFailure }]);
  }
  return startSession(ctx, user);
}
