import type { RecentSearch } from "./recent-searches";
import type { SearchQuery } from "./search-query";
import { decodeSearchUrl } from "./search-url-decode";

/** A recent search with the search its URL describes. */
export interface RecentSearchQuery {
  url: string;
  query: SearchQuery;
}

/**
 * The recent searches read on the server for the page that lists them (RecentSearches):
 * entries whose URL no longer describes a search are left out. The browser then needs no
 * schema to show them.
 */
export function recentSearchQueries(searches: readonly RecentSearch[]): RecentSearchQuery[] {
  return searches.flatMap(({ url }) => {
    const query = decodeSearchUrl(url);
    return query ? [{ url, query }] : [];
  });
}
