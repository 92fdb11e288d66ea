import {
  readTokenClaims,
  TOKEN_COOKIE_NAME,
  type TokenSubject,
  tokenCookieMaxAgeSeconds,
} from "@wayfare/domain";
import { createCookie, data } from "react-router";
import { serviceClient } from "./service.server";

/**
 * The session is the service's signed token in the HttpOnly cookie `uuid` (F§3), which
 * expires 300 s before the token. The portal keeps no session state of its own.
 */
const tokenCookie = createCookie(TOKEN_COOKIE_NAME, {
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  path: "/",
});

export async function readToken(request: Request): Promise<string | undefined> {
  const value: unknown = await tokenCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export function storeToken(token: string, now = new Date()): Promise<string> {
  const claims = readTokenClaims(token);
  const maxAge = claims ? tokenCookieMaxAgeSeconds(claims.expiresAt, now) : 0;
  return tokenCookie.serialize(token, { maxAge });
}

export function clearToken(): Promise<string> {
  return tokenCookie.serialize("", { maxAge: 0 });
}

export interface SignedInUser extends TokenSubject {
  email?: string;
  mobile?: string | null;
}

export type SessionCheck =
  | { kind: "anonymous" }
  | { kind: "signed-in"; user: SignedInUser; setCookie: string }
  | { kind: "expired"; setCookie: string };

/**
 * Asks the service who the cookie's token belongs to. The service verifies the token and
 * answers with a rotated one, which goes back into the cookie. A 403 ends the session;
 * a service that cannot answer is an error page, not a logout.
 */
export async function checkSession(request: Request): Promise<SessionCheck> {
  const token = await readToken(request);
  if (!token) return { kind: "anonymous" };
  const client = await serviceClient();
  const result = await client.backend<{ userInfo: SignedInUser }>(
    "currentUser",
    {},
    { token, currentUserId: readTokenClaims(token)?.subject.userId },
  );
  if (!result.ok && result.httpStatus === 403) {
    return { kind: "expired", setCookie: await clearToken() };
  }
  if (!result.ok) throw data({ errors: result.errors }, { status: 502 });
  return {
    kind: "signed-in",
    user: result.payload.userInfo,
    setCookie: await storeToken(result.token ?? token),
  };
}
