import { decodeSearchUrl, type SearchQuery, searchUrlParams } from "@wayfare/domain";
import type { FullResults } from "./results-loader-data";

/**
 * The full result lists of each search this tab has shown, fetched once in the background
 * (from /flight/list/trips): sorting and filtering them again needs no round trip. Search
 * results are a snapshot anyway; the review prices the chosen fare again.
 */
const fetched = new Map<string, Promise<FullResults | undefined>>();

const keyOf = (query: SearchQuery) => searchUrlParams(query).toString();

/** Starts fetching the full lists of the results page at `url`, unless already fetched. */
export function prefetchFullResults(url: URL): void {
  const query = decodeSearchUrl(url.searchParams);
  if (!query || fetched.has(keyOf(query))) return;
  const key = keyOf(query);
  const trips = new URL(`/flight/list/trips${url.search}`, url);
  const pending = fetch(trips, { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<FullResults>) : undefined))
    .catch(() => undefined);
  fetched.set(key, pending);
  pending.then((results) => {
    if (!results) fetched.delete(key);
  });
}

/** The full lists of the search in `url`, if this tab has fetched (or is fetching) them. */
export function fetchedFullResults(query: SearchQuery): Promise<FullResults | undefined> {
  return fetched.get(keyOf(query)) ?? Promise.resolve(undefined);
}
