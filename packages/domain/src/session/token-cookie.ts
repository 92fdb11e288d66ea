import { TOKEN_COOKIE_EARLY_EXPIRY_SECONDS } from "../config/constants";

/** The uuid cookie expires 300 seconds before the token it carries (F§3). */
export function tokenCookieExpiry(tokenExpiresAt: Date): Date {
  return new Date(tokenExpiresAt.getTime() - TOKEN_COOKIE_EARLY_EXPIRY_SECONDS * 1000);
}

/** The cookie's Max-Age in whole seconds; never negative. */
export function tokenCookieMaxAgeSeconds(tokenExpiresAt: Date, now: Date): number {
  const ms = tokenCookieExpiry(tokenExpiresAt).getTime() - now.getTime();
  return Math.max(0, Math.floor(ms / 1000));
}

export const TOKEN_COOKIE_NAME = "uuid";
