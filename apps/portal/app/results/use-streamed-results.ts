import { useEffect, useState } from "react";
import { loadFullResults } from "./full-results-cache";
import type { ResultsStage, ResultsView, StreamedResults } from "./streamed-results";

interface Latest {
  from: StreamedResults;
  view: ResultsView;
  stage: ResultsStage;
}

const order: Record<ResultsStage, number> = { first: 0, primary: 1, full: 2 };

/**
 * The latest view of a streaming search: the loader's, then the cut-off's lists, then all
 * (never going back a stage). Once all are in, the full lists are fetched for sorting and
 * filtering in the browser. A stream that breaks (the server gave up) leaves what has
 * arrived, complete.
 */
export function useStreamedResults(results: StreamedResults): Latest {
  const initial = { from: results, view: results.view, stage: results.stage };
  const [latest, setLatest] = useState<Latest>(initial);
  const current = latest.from === results ? latest : initial;
  if (latest.from !== results) setLatest(initial);

  useEffect(() => {
    let listening = true;
    const advance = (stage: ResultsStage, view?: ResultsView) => {
      if (!listening) return;
      setLatest((state) =>
        state.from !== results || order[state.stage] >= order[stage]
          ? state
          : { from: results, view: view ?? state.view, stage },
      );
    };
    results.primary?.then(
      (view) => advance("primary", view),
      () => advance("primary"),
    );
    results.full.then(
      ({ view }) => advance("full", view),
      () => advance("full"),
    );
    return () => {
      listening = false;
    };
  }, [results]);
  useEffect(() => {
    if (current.stage === "full") loadFullResults(results.searchKey);
  }, [current.stage, results.searchKey]);
  return current;
}
