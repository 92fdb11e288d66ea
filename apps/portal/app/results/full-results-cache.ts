import type { FullResults } from "./results-loader-data";

/** Where the results page fetches a search's whole lists (routes/flight.list.lists.ts). */
export const FULL_LISTS_PATH = "/flight/list/lists";

interface Entry {
  results?: FullResults;
  /** Settles once the fetch has: with the lists, or undefined if it failed. */
  arrival: Promise<FullResults | undefined>;
}

/**
 * The full result lists of each search this tab has shown, fetched once all its batches are
 * in: sorting and filtering them again then needs no round trip. Search results are a
 * snapshot anyway; the review prices the chosen fare again. Keyed by the search's canonical
 * URL parameters.
 */
const known = new Map<string, Entry>();

/** Fetches the search's full lists, once per search (a failed fetch may be tried again). */
export function loadFullResults(searchKey: string): void {
  if (known.has(searchKey)) return;
  const entry: Entry = {
    arrival: fetch(`${FULL_LISTS_PATH}?${searchKey}`, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((results: FullResults) => {
        entry.results = results;
        return results;
      })
      .catch(() => {
        if (known.get(searchKey) === entry) known.delete(searchKey);
        return undefined;
      }),
  };
  known.set(searchKey, entry);
}

/** The full lists of the search, if this tab has them. */
export function knownFullResults(searchKey: string): FullResults | undefined {
  return known.get(searchKey)?.results;
}

/**
 * The full lists of the search once a fetch under way has brought them: a view asked for
 * just as they are arriving waits for them instead of asking the server for everything again.
 */
export async function arrivingFullResults(searchKey: string): Promise<FullResults | undefined> {
  return known.get(searchKey)?.arrival;
}
