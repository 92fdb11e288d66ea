import { readSearchUrl, searchUrlParams } from "@wayfare/domain";
import { startTransition, useState } from "react";
import { combinedViewChosen } from "../combined-view-cookie";
import { firstPaintWindow } from "./first-paint-window";
import { knownFullResults } from "./full-results-cache";
import { resultsLoaderData } from "./results-loader-data";
import type { ResultsView, StreamedResults } from "./streamed-results";

interface InstantView {
  from: StreamedResults;
  view: ResultsView;
  href: string;
  /** Flights per list in the first paint; undefined once the whole view is rendered. */
  window?: number;
}

/** The view with each list cut to its first `count` flights. */
function firstFlights(view: ResultsView, count: number): ResultsView {
  const lists = view.page.lists.map((list) => ({ ...list, trips: list.trips.slice(0, count) }));
  return { ...view, page: { ...view.page, lists } };
}

/**
 * Sort and filters applied in the page, without a navigation: once every batch of the search
 * is in this tab, `apply(href)` computes the view of that URL from the held lists (the code
 * the loaders use), shows it, and replaces the address, so a reload or a shared link shows the
 * same. Only the lists re-render: no loader, no layout, no round trip. The first paint shows
 * the flights the window can hold; the rest of each list follows in a background render
 * (decision 0045). A new loader answer (a navigation) takes over again.
 */
export function useInstantView(results: StreamedResults, streamedView: ResultsView) {
  const [instant, setInstant] = useState<InstantView | null>(null);
  const current = instant?.from === results ? instant : null;
  const apply = (href: string): boolean => {
    const full = knownFullResults(results.searchKey);
    const url = new URL(href, window.location.origin);
    // Read without a check (no Zod in the browser): only the held search's own key is used,
    // and the server checked that search with the form's schema.
    const query = readSearchUrl(url.searchParams);
    if (!full || !query || searchUrlParams(query).toString() !== results.searchKey) return false;
    const view = resultsLoaderData(url, query, full, combinedViewChosen(document.cookie), true);
    setInstant({ from: results, view, href, window: firstPaintWindow() });
    // After the first paint (a later change may have replaced this one by then).
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() =>
          setInstant((shown) => (shown?.view === view ? { from: results, view, href } : shown)),
        ),
      ),
    );
    window.history.replaceState(window.history.state, "", href);
    return true;
  };
  const view = current
    ? current.window
      ? firstFlights(current.view, current.window)
      : current.view
    : streamedView;
  return { view, href: current?.href, apply };
}
