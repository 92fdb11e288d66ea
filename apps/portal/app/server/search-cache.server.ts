import { type SearchQuery, searchUrlParams } from "@wayfare/domain";
import { LRUCache } from "lru-cache";
import { type SearchLists, type SearchStream, streamSearch } from "./flight-search.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** How long a finished search is shown again as it was (decision 0047). */
export const SEARCH_KEPT_MS = 5 * 60_000;
/** Itineraries kept in all (a busy pair's search holds ~500–1,100). */
const KEPT_ITINERARIES = 10_000;

const itineraries = (lists: SearchLists) =>
  [lists.tripInfos, lists.lateTripInfos]
    .flatMap((byKey) => Object.values(byKey))
    .reduce((count, trips) => count + (trips?.length ?? 0), 0);

const finished = new LRUCache<string, SearchLists>({
  ttl: SEARCH_KEPT_MS,
  maxSize: KEPT_ITINERARIES,
  sizeCalculation: (lists) => Math.max(1, itineraries(lists)),
});

/**
 * The user the service verified for this request (a guest too): a finished search is theirs
 * alone, as fares depend on who asks. A visitor or an ended session has no kept searches.
 */
export async function searchOwner(service: ServiceGateway): Promise<string | undefined> {
  const session = await service.session();
  if (session.kind === "signed-in") return session.user.userId;
  if (session.kind === "guest") return session.userId;
  return undefined;
}

/** A finished search answered whole, as its last batch left it. */
function keptStream(lists: SearchLists): SearchStream {
  const batches = { received: 1, total: 1 };
  const whole = Promise.resolve(lists);
  return {
    ok: true,
    whole: true,
    first: lists,
    progress: { retryInSeconds: 0, batches },
    primary: whole,
    full: Promise.resolve({ ...lists, complete: true }),
  };
}

/**
 * The search as `streamSearch` runs it, unless this user finished the same search in the
 * last minutes: then its lists at once. A page shown again — a reload, "show more" or a sort
 * without JavaScript, the browser's full lists after the page — does not search again.
 * Search results are a snapshot anyway: the review prices the chosen fare again (J§4).
 */
export async function searchOnce(
  service: ServiceGateway,
  query: SearchQuery,
  signal: AbortSignal,
  pace?: number,
): Promise<SearchStream> {
  const user = await searchOwner(service);
  const key = user && `${user}\n${searchUrlParams(query)}`;
  const kept = key ? finished.get(key) : undefined;
  if (kept) return keptStream(kept);
  const stream = await streamSearch(service, query, signal, pace);
  if (stream.ok && key) {
    stream.full.then(({ complete, tripInfos, lateTripInfos }) => {
      if (complete) finished.set(key, { tripInfos, lateTripInfos });
    });
  }
  return stream;
}
