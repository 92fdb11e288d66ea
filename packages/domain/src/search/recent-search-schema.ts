import { z } from "zod";
import { RECENT_SEARCHES_LIMIT } from "./recent-searches";

// Apart from recent-searches.ts: the browser adds a search (addRecentSearch) without Zod;
// reading stored entries back is the server's.
export const recentSearchSchema = z.object({
  url: z.string().min(1),
  searchedAt: z.iso.datetime(),
});

export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** Stored data back to a clean list: invalid entries dropped, then deduplicated and capped. */
export function readRecentSearches(stored: unknown): RecentSearch[] {
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((entry) => recentSearchSchema.safeParse(entry).data ?? []);
  const seen = new Set<string>();
  return valid
    .filter((entry) => !seen.has(entry.url) && seen.add(entry.url))
    .slice(0, RECENT_SEARCHES_LIMIT);
}
