import { RESULTS_LOAD_ALL_PARAM, searchUrlParams } from "@wayfare/domain";
import { combinedViewChosen } from "../combined-view-cookie";
import { type FullResults, resultsLoaderData } from "../results/results-loader-data";
import type { StreamedResults } from "../results/streamed-results";
import { scriptsRan } from "../scripts-cookie";
import { portalConfig } from "./config.server";
import type { ResultsSearch } from "./results-search.server";

/** The promise's value if it has settled by the end of this turn, else undefined. */
function ifSettled<T>(promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
  ]);
}

/**
 * The results page's data for a running search. A navigation inside the app (a data
 * request), or a document for a browser known to run the page's scripts (decision 0048),
 * answers with the first batch and streams the cut-off's lists, then the rest: the first
 * paint does not wait for the slower airlines. Any other document (a first visit, a browser
 * without JavaScript, which cannot take a stream's later parts), and "load all", waits for
 * the cut-off's lists, or for everything, and streams only what came later. Unpaced
 * (SEARCH_RETRY_PACE=0), or a finished search kept for the user (search-cache.server), the
 * page comes whole. For a browser that runs scripts, the cards' fares and details are
 * rendered once opened, not in the document.
 */
export async function streamedResults(
  request: Request,
  url: URL,
  search: Extract<ResultsSearch, { kind: "results" }>,
): Promise<StreamedResults> {
  const combinedView = combinedViewChosen(request.headers.get("cookie"));
  const viewOf = (results: FullResults, allTripsLoaded: boolean) =>
    resultsLoaderData(url, search.query, results, combinedView, allTripsLoaded);
  const loadAll = url.searchParams.get(RESULTS_LOAD_ALL_PARAM) === "1";
  const shown = loadAll ? search.full : search.primary;
  const full = search.full.then((results) => ({ view: viewOf(results, true) }));
  const searchKey = searchUrlParams(search.query).toString();
  const scripted =
    request.headers.get("sec-fetch-dest") === "empty" ||
    (!loadAll && scriptsRan(request.headers.get("cookie")));
  if (portalConfig.searchRetryPace === 0 || search.whole) {
    // Unpaced, a search takes as long as the service takes to answer; a finished search
    // kept for the user comes whole: nothing to stream.
    const view = viewOf(await search.full, true);
    return {
      kind: "results",
      searchKey,
      detailsWhenOpened: scripted,
      view,
      stage: "full",
      progress: null,
      primary: null,
      full: Promise.resolve({ view }),
    };
  }
  if (scripted) {
    const { first, progress } = search;
    const primary = shown.then((results) => viewOf(results, loadAll));
    return {
      kind: "results",
      searchKey,
      detailsWhenOpened: true,
      view: viewOf(first, false),
      stage: "first",
      progress,
      primary,
      full,
    };
  }
  const primary = await shown;
  const all = await ifSettled(search.full);
  const view = viewOf(all ?? primary, all !== undefined);
  return {
    kind: "results",
    searchKey,
    detailsWhenOpened: false,
    view,
    stage: all ? "full" : "primary",
    progress: null,
    primary: null,
    full: all ? Promise.resolve({ view }) : full,
  };
}
