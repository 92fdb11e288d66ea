import { z } from "zod";

/**
 * Recent searches (J§9): the latest 10, deduplicated by url, newest first. This is the
 * only persisted state, so entries read back from storage are parsed, and bad ones dropped.
 */
export const RECENT_SEARCHES_LIMIT = 10;

export const recentSearchSchema = z.object({
  url: z.string().min(1),
  searchedAt: z.iso.datetime(),
});

export type RecentSearch = z.infer<typeof recentSearchSchema>;

export function addRecentSearch(
  searches: readonly RecentSearch[],
  search: RecentSearch,
): RecentSearch[] {
  return [search, ...searches.filter((entry) => entry.url !== search.url)].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  );
}

/** Stored data back to a clean list: invalid entries dropped, then deduplicated and capped. */
export function readRecentSearches(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((entry) => recentSearchSchema.safeParse(entry).data ?? []);
  const seen = new Set<string>();
  return valid
    .filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
    .slice(0, RECENT_SEARCHES_LIMIT);
}
