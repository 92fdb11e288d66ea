import {
  catalogueError,
  readTokenClaims,
  TOKEN_COOKIE_NAME,
  tokenCookieMaxAgeSeconds,
  type UserInfo,
  userInfoPayloadSchema,
} from "@wayfare/domain";
import { data, redirect } from "react-router";
import { portalConfig } from "./config.server";
import { serviceClient } from "./service.server";

/**
 * The session is the service's signed token, as it is, in the HttpOnly cookie `uuid` (F§3),
 * which expires 300 s before the token. The portal keeps no session state of its own.
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
  const cookies = request.headers.get("cookie")?.split(";") ?? [];
  const prefix = `${TOKEN_COOKIE_NAME}=`;
  const value = cookies.map((c) => c.trim()).find((c) => c.startsWith(prefix));
  const token = value?.slice(prefix.length);
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

export type SessionCheck =
  | { kind: "anonymous" }
  | { kind: "guest"; setCookie: string }
  | { kind: "signed-in"; user: UserInfo; setCookie: string }
  | { kind: "expired"; setCookie: string };

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

const checks = new WeakMap<Request, Promise<SessionCheck>>();
const rotations = new WeakMap<Request, string>();

/**
 * A token the service rotated while answering this request. The service refuses a token a
 * generation behind once its grace has passed (decision 0036), so the newest one must reach
 * the cookie even where a route forgets it: the request guards set it on the response.
 */
export function noteRotatedToken(request: Request, token: string | undefined) {
  if (token) rotations.set(request, token);
}

/** The cookie of this request's newest rotated token, if the response does not set one. */
export function rotatedTokenCookie(request: Request, response: Response): string | undefined {
  const token = rotations.get(request);
  const setsToken = response.headers.get("set-cookie")?.includes(`${TOKEN_COOKIE_NAME}=`);
  return token && !setsToken ? storeToken(token) : undefined;
}

/**
 * Who the cookie's token belongs to, as the service says: the portal cannot verify a
 * token's signature, so nothing is decided from its claims until the service has verified
 * it (a guest's too). Asked once per request, however many loaders ask.
 */
export function checkSession(request: Request): Promise<SessionCheck> {
  let check = checks.get(request);
  if (!check) {
    check = askService(request);
    checks.set(request, check);
  }
  return check;
}

/**
 * The service verifies the token and answers with a rotated one, which goes back into the
 * cookie. A 403 ends the session; a service that cannot answer is an error page, not a
 * logout.
 */
async function askService(request: Request): Promise<SessionCheck> {
  const token = readToken(request);
  if (!token) return { kind: "anonymous" };
  const client = await serviceClient();
  const result = await client.backend(
    "currentUser",
    {},
    { token, currentUserId: readTokenClaims(token)?.subject.userId },
  );
  if (!result.ok && result.httpStatus === 403) {
    return { kind: "expired", setCookie: clearToken() };
  }
  if (!result.ok) throw data({ errors: result.errors }, { status: 502 });
  const payload = userInfoPayloadSchema.safeParse(result.payload);
  if (!payload.success) throw data({ errors: [catalogueError("502")] }, { status: 502 });
  noteRotatedToken(request, result.token);
  const setCookie = storeToken(result.token ?? token);
  const user = payload.data.userInfo;
  return user.role === "GUEST"
    ? { kind: "guest", setCookie }
    : { kind: "signed-in", user, setCookie };
}

/** The signed-in user, verified by the service; undefined for guests and visitors. */
export async function signedInUser(request: Request): Promise<UserInfo | undefined> {
  const session = await checkSession(request);
  return session.kind === "signed-in" ? session.user : undefined;
}

/**
 * The service refused the token (403): the cookie is cleared at once and the visitor sees
 * 'Invalid Access' for 2 s before the post-logout path (F§4).
 */
export function sessionEnded(): Response {
  return redirect("/app/session-ended", { headers: { "set-cookie": clearToken() } });
}
