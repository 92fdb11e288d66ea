import type { RecentSearch } from "./recent-search-schema";

/**
 * Recent searches (J§9): the latest 10, deduplicated by url, newest first. This is the
 * only persisted state, so entries read back from storage are parsed, and bad ones dropped.
 */
export const RECENT_SEARCHES_LIMIT = 10;

export type { RecentSearch };

export function addRecentSearch(
  searches: readonly RecentSearch[],
  search: RecentSearch,
): RecentSearch[] {
  return [search, ...searches.filter((entry) => entry.url !== search.url)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
}
