import {
  type ApiError,
  endpoints,
  nextBatchAfterCutOff,
  type SearchQuery,
  type SearchResultKey,
  type SearchResultsPayload,
  splitByCutOff,
  type Trip,
} from "@wayfare/domain";
import { portalConfig } from "./config.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

export type ResultLists = Partial<Record<SearchResultKey, Trip[]>>;

/** The lists known at some point of a search, split by the cut-off (J§4). */
export interface SearchLists {
  tripInfos: ResultLists;
  /** What arrived after the cut-off: shown once "load all" is chosen. */
  lateTripInfos: ResultLists;
}

/** The lists at the end of a search; `complete` unless a batch failed or the deadline passed. */
export interface EndedSearch extends SearchLists {
  complete: boolean;
}

export interface SearchProgress {
  /** The service's wait for the next batch (J§4 retry indication). */
  retryInSeconds: number;
  batches: { received: number; total: number };
}

export type SearchStream =
  | {
      ok: true;
      /** Every batch is in the first answer: there is nothing to stream. */
      whole?: boolean;
      /** The first batch, at once. */
      first: SearchLists;
      progress: SearchProgress;
      /** Every batch due within the cut-off. */
      primary: Promise<SearchLists>;
      /** Every batch; a batch that fails or a search past the deadline ends it early. */
      full: Promise<EndedSearch>;
    }
  | { ok: false; httpStatus: number; errors: ApiError[] };

/** The service never sends more batches than this. */
const MAX_BATCHES = 20;
/** A search still running after this long ends with what it has (entry.server's stream timeout is longer). */
export const SEARCH_DEADLINE_MS = 15_000;

/**
 * Each result list split by the cut-off (J§4): the batches that arrived within it, and
 * (`late`) those after it, which the page offers to "load all". No cut-off: nothing is late.
 */
function splitLists(batches: readonly SearchResultsPayload[], cutOffEnabled: boolean) {
  const keys = new Set(
    batches.flatMap((batch) => Object.keys(batch.tripInfos)),
  ) as Set<SearchResultKey>;
  const tripInfos: ResultLists = {};
  const lateTripInfos: ResultLists = {};
  for (const key of keys) {
    const timed = batches.map((batch) => ({
      receivedAfterSeconds: cutOffEnabled ? batch.receivedAfterSeconds : 0,
      trips: batch.tripInfos[key] ?? [],
    }));
    const sets = splitByCutOff(timed);
    tripInfos[key] = sets.primary;
    if (sets.secondary.length > 0) lateTripInfos[key] = sets.secondary;
  }
  return { tripInfos, lateTripInfos };
}

function pause(seconds: number, pace: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000 * pace);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Runs a search as a browser would (J§4): POST the query, then the retry path with each
 * answer's searchId after its `retryInSecond` (paced by SEARCH_RETRY_PACE), until `done`.
 * Answers at the first batch; the cut-off's lists and the whole search follow as promises,
 * so a page can show the first flights and stream the rest. `signal` (the user left) stops it.
 * `pace` defaults to SEARCH_RETRY_PACE; 0 asks for every batch at once (a search the user has
 * already waited for, fetched again).
 */
export async function streamSearch(
  service: ServiceGateway,
  query: SearchQuery,
  signal: AbortSignal,
  pace = portalConfig.searchRetryPace,
): Promise<SearchStream> {
  const first = await service.call(endpoints.flightSearch, query);
  if (!first.ok) return first;
  const { cutOffEnabled } = portalConfig;
  const batches = [first.payload];
  const lists = () => splitLists(batches, cutOffEnabled);
  let resolvePrimary: (lists: SearchLists) => void = () => {};
  const primary = new Promise<SearchLists>((resolve) => {
    resolvePrimary = resolve;
  });
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(SEARCH_DEADLINE_MS)]);
  const full = (async (): Promise<EndedSearch> => {
    let last = first.payload;
    try {
      while (!last.done && batches.length < MAX_BATCHES && !deadline.aborted) {
        if (cutOffEnabled && nextBatchAfterCutOff(last)) resolvePrimary(lists());
        await pause(last.retryInSecond, pace, deadline);
        if (deadline.aborted) break;
        const next = await service.call(endpoints.flightSearchRetry, { searchId: last.searchId });
        if (!next.ok) break;
        batches.push(next.payload);
        last = next.payload;
      }
    } catch {
      // A batch that cannot be fetched ends the search with the batches already in.
    }
    const all = lists();
    resolvePrimary(all);
    return { ...all, complete: last.done };
  })();
  const { retryInSecond, batchCount } = first.payload;
  return {
    ok: true,
    first: lists(),
    progress: { retryInSeconds: retryInSecond, batches: { received: 1, total: batchCount } },
    primary,
    full,
  };
}
