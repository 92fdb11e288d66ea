import { searchUrlParams } from "@wayfare/domain";
import { searchOfUrl } from "@wayfare/forms";
import { useState } from "react";
import { knownFullResults } from "./full-results-cache";
import { resultsLoaderData } from "./results-loader-data";
import type { ResultsView, StreamedResults } from "./streamed-results";

interface InstantView {
  from: StreamedResults;
  view: ResultsView;
  href: string;
}

/**
 * Sort and filters applied in the page, without a navigation: once every batch of the search
 * is in this tab, `apply(href)` computes the view of that URL from the held lists (the code
 * the loaders use), shows it, and replaces the address, so a reload or a shared link shows the
 * same. Only the lists re-render: no loader, no layout, no round trip. A new loader answer
 * (a navigation) takes over again.
 */
export function useInstantView(results: StreamedResults, streamedView: ResultsView) {
  const [instant, setInstant] = useState<InstantView | null>(null);
  const current = instant?.from === results ? instant : null;
  const apply = (href: string): boolean => {
    const full = knownFullResults(results.searchKey);
    const url = new URL(href, window.location.origin);
    const query = searchOfUrl(url.searchParams);
    if (!full || !query || searchUrlParams(query).toString() !== results.searchKey) return false;
    setInstant({ from: results, view: resultsLoaderData(url, query, full), href });
    window.history.replaceState(window.history.state, "", href);
    return true;
  };
  return { view: current?.view ?? streamedView, href: current?.href, apply };
}
