import { addRecentSearch, type RecentSearch, readRecentSearches } from "@wayfare/domain";
import { cookieValue } from "./cookie-value";

/**
 * Recent searches (J§9, "the only persisted state") live in the cookie `recentSearches`:
 * a JSON list, URI-encoded. Not HttpOnly: the browser adds a search as it navigates to the
 * results. Read on both sides through the domain's `readRecentSearches`, which drops bad
 * entries, duplicates and anything past 10. Ten /flight/list URLs stay well under 4 KB.
 */
export const RECENT_SEARCHES_COOKIE = "recentSearches";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function parseRecentSearches(cookieHeader: string | null | undefined): RecentSearch[] {
  const value = cookieValue(cookieHeader, RECENT_SEARCHES_COOKIE);
  if (!value) return [];
  try {
    return readRecentSearches(JSON.parse(decodeURIComponent(value)));
  } catch {
    return [];
  }
}

/** The cookie string (for `document.cookie` or a Set-Cookie header). */
export function recentSearchesCookie(searches: readonly RecentSearch[]): string {
  const value = encodeURIComponent(JSON.stringify(searches));
  return `${RECENT_SEARCHES_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * For the /flight/list loader, so a search made without JavaScript is remembered too: the
 * Set-Cookie value with `url` (a canonical `encodeSearchUrl`) added to the request's list.
 */
export function recordRecentSearch(cookieHeader: string | null, url: string, now = new Date()) {
  const searches = addRecentSearch(parseRecentSearches(cookieHeader), {
    url,
    searchedAt: now.toISOString(),
  });
  return recentSearchesCookie(searches);
}
