import type { FullResults } from "./results-loader-data";

/**
 * The full result lists of each search this tab has shown, kept as they stream in (the
 * results loader's `full`): once they have all arrived, sorting and filtering them again
 * needs no round trip. Search results are a snapshot anyway; the review prices the chosen
 * fare again. Keyed by the search's canonical URL parameters.
 */
const known = new Map<string, { from: Promise<unknown>; results?: FullResults }>();

/** Keeps the search's full lists when `full` resolves (once per promise). */
export function rememberFullResults(
  searchKey: string,
  full: Promise<{ results: FullResults }>,
): void {
  if (known.get(searchKey)?.from === full) return;
  const entry: { from: Promise<unknown>; results?: FullResults } = { from: full };
  known.set(searchKey, entry);
  full.then(
    ({ results }) => {
      entry.results = results;
    },
    () => {
      if (known.get(searchKey) === entry) known.delete(searchKey);
    },
  );
}

/** The full lists of the search, if every batch of it has arrived in this tab. */
export function knownFullResults(searchKey: string): FullResults | undefined {
  return known.get(searchKey)?.results;
}
