import { CUT_OFF_SECONDS } from "@wayfare/domain";
import { flightsSoFar, LoadingProgress } from "@wayfare/ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ResultsStage, StreamedResults } from "../../results/streamed-results";

interface SearchProgressProps {
  results: StreamedResults;
  /** How far the search has got in this tab. */
  stage: ResultsStage;
  found: number;
  loadAllHref: string;
}

/** Until scripts run the page takes no more of the stream: it tells only what it has. */
const beforeScripts = {
  loading: (_: number | undefined, found: number | undefined) => flightsSoFar(found),
};

/**
 * The retry indication while a search streams in (J§4): flights so far and when more are
 * due, then that all have loaded — one live region throughout. The server renders it too,
 * saying only what the page has, so that it does not push the list down when scripts start.
 * Nothing for a page that arrived complete. While the slower airlines are still answering, a
 * link loads all flights: a page that waits for every airline, which is how a browser without
 * JavaScript gets them.
 */
export function SearchProgress({ results, stage, found, loadAllHref }: SearchProgressProps) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (results.stage === "full") return null;
  const first = stage === "first" && results.progress;
  return (
    <>
      <LoadingProgress
        className="mb-4"
        done={stage === "full"}
        found={found}
        retryInSeconds={first ? first.retryInSeconds : undefined}
        batches={first ? first.batches : undefined}
        messages={scripted ? undefined : beforeScripts}
      />
      {stage === "primary" ? (
        <p className="mb-4">
          Airlines that answer after the first {CUT_OFF_SECONDS} seconds are not listed yet.{" "}
          <Link to={loadAllHref} preventScrollReset className="font-semibold text-link underline">
            Load all flights
          </Link>
        </p>
      ) : null}
    </>
  );
}
