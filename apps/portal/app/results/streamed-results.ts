import type { resultsLoaderData } from "./results-loader-data";

export type ResultsView = ReturnType<typeof resultsLoaderData>;

/** How far the search behind a view had got: its first batch, the cut-off's lists, all. */
export type ResultsStage = "first" | "primary" | "full";

/** The results page's data while a search streams in (J§4 partial results, then all). */
export interface StreamedResults {
  kind: "results";
  /** The search's canonical URL parameters, which key the tab's full lists. */
  searchKey: string;
  /** The browser runs scripts: cards render their fares and details once opened. */
  detailsWhenOpened: boolean;
  view: ResultsView;
  stage: ResultsStage;
  /** The retry indication shown with the first batch. */
  progress: { retryInSeconds: number; batches: { received: number; total: number } } | null;
  /** The view once the cut-off's lists are in; null when `view` already has them. */
  primary: Promise<ResultsView> | null;
  /** The view once every batch is in (the lists themselves are fetched apart). */
  full: Promise<{ view: ResultsView }>;
}

/** How many flights a view's lists hold, before filters. */
export function flightsFound(view: ResultsView): number {
  return view.page.lists.reduce((count, list) => count + list.total, 0);
}
