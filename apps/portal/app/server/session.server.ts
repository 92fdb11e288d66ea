import { readTokenClaims, TOKEN_COOKIE_NAME, tokenCookieMaxAgeSeconds } from "@wayfare/domain";
import { cookieValue } from "../cookie-value";
import { portalConfig } from "./config.server";

/**
 * The session is the service's signed token, as it is, in the HttpOnly cookie `uuid` (F§3),
 * which expires 300 s before the token. The portal keeps no session state of its own; only the
 * service gateway (gateway/) reads and writes this cookie.
 */
const cookieAttributes = [
  "Path=/",
  "HttpOnly",
  "SameSite=Lax",
  ...(process.env.NODE_ENV === "production" ? ["Secure"] : []),
].join("; ");

/** Tokens are base64url segments joined by dots: nothing else is accepted from the cookie. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function readToken(request: Request): string | undefined {
  const token = cookieValue(request.headers.get("cookie"), TOKEN_COOKIE_NAME);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function storeToken(token: string, now = new Date()): string {
  const claims = readTokenClaims(token);
  const maxAge = claims ? tokenCookieMaxAgeSeconds(claims.expiresAt, now) : 0;
  return `${TOKEN_COOKIE_NAME}=${token}; Max-Age=${maxAge}; ${cookieAttributes}`;
}

export function clearToken(): string {
  return `${TOKEN_COOKIE_NAME}=; Max-Age=0; ${cookieAttributes}`;
}

/** Where the service's 403 sends a visitor: 'Invalid Access', then the post-logout path (F§4). */
export const SESSION_ENDED_PATH = "/app/session-ended";

/**
 * Where a visitor without a session goes: a B2C visitor gets a guest token and comes back
 * to `page` (F§2, F§4), a B2B visitor logs in. A data request's own URL (`….data`) is no
 * page to come back to: that visitor starts from the search.
 */
export function sessionStartPath(page: URL): string {
  if (portalConfig.clientMode !== "B2C") return "/app/login";
  const next = page.pathname.endsWith(".data") ? "/flight" : `${page.pathname}${page.search}`;
  return `/app/guest-session?${new URLSearchParams({ next })}`;
}
