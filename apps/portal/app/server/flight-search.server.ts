import {
  type ApiError,
  catalogueError,
  FLIGHT_SEARCH_PATH,
  FLIGHT_SEARCH_RETRY_PATH,
  readTokenClaims,
  type SearchQuery,
  type SearchResultKey,
  type SearchResultsPayload,
  searchResultsPayloadSchema,
  splitByCutOff,
  type Trip,
} from "@wayfare/domain";
import { portalConfig } from "./config.server";
import { serviceClient } from "./service.server";

type ResultLists = Partial<Record<SearchResultKey, Trip[]>>;

export type SearchOutcome =
  | { ok: true; tripInfos: ResultLists; lateTripInfos: ResultLists; batchCount: number }
  | { ok: false; httpStatus: number; errors: ApiError[] };

/** The service never sends more batches than this; a longer chain is cut off as an error. */
const MAX_BATCHES = 20;

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

/**
 * Runs a search to the end on the server: POST the query, then the retry path with each
 * answer's searchId until `done`, the lists split by the cut-off. The retry hint
 * (`retryInSecond`) paces browsers; a server-to-server chain asks again at once, and the
 * cut-off goes by when each batch's suppliers answered (`receivedAfterSeconds`).
 */
export async function searchAllBatches(token: string, query: SearchQuery): Promise<SearchOutcome> {
  const client = await serviceClient();
  const context = { token, currentUserId: readTokenClaims(token)?.subject.userId };
  const batches: SearchResultsPayload[] = [];
  let result = await client.call<unknown>("POST", FLIGHT_SEARCH_PATH, query, context);
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    if (!result.ok) return { ok: false, httpStatus: result.httpStatus, errors: result.errors };
    const payload = searchResultsPayloadSchema.safeParse(result.payload);
    if (!payload.success) return { ok: false, httpStatus: 502, errors: [catalogueError("502")] };
    batches.push(payload.data);
    if (payload.data.done) {
      const lists = splitLists(batches, portalConfig.cutOffEnabled);
      return { ok: true, ...lists, batchCount: payload.data.batchCount };
    }
    const next = { searchId: payload.data.searchId };
    result = await client.call<unknown>("POST", FLIGHT_SEARCH_RETRY_PATH, next, context);
  }
  return { ok: false, httpStatus: 502, errors: [catalogueError("502")] };
}
