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
  type Trip,
} from "@wayfare/domain";
import { serviceClient } from "./service.server";

export type SearchOutcome =
  | { ok: true; tripInfos: Partial<Record<SearchResultKey, Trip[]>>; batchCount: number }
  | { ok: false; httpStatus: number; errors: ApiError[] };

/** The service never sends more batches than this; a longer chain is cut off as an error. */
const MAX_BATCHES = 20;

function merge(into: Partial<Record<SearchResultKey, Trip[]>>, payload: SearchResultsPayload) {
  for (const [key, trips] of Object.entries(payload.tripInfos) as [SearchResultKey, Trip[]][]) {
    into[key] = [...(into[key] ?? []), ...trips];
  }
}

/**
 * Runs a search to the end on the server: POST the query, then the retry path with each
 * answer's searchId until `done`, merging the batches per result list. The retry hint
 * (`retryInSecond`) paces browsers; a server-to-server chain asks again at once.
 */
export async function searchAllBatches(token: string, query: SearchQuery): Promise<SearchOutcome> {
  const client = await serviceClient();
  const context = { token, currentUserId: readTokenClaims(token)?.subject.userId };
  const tripInfos: Partial<Record<SearchResultKey, Trip[]>> = {};
  let result = await client.call<unknown>("POST", FLIGHT_SEARCH_PATH, query, context);
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    if (!result.ok) return { ok: false, httpStatus: result.httpStatus, errors: result.errors };
    const payload = searchResultsPayloadSchema.safeParse(result.payload);
    if (!payload.success) return { ok: false, httpStatus: 502, errors: [catalogueError("502")] };
    merge(tripInfos, payload.data);
    if (payload.data.done) return { ok: true, tripInfos, batchCount: payload.data.batchCount };
    const next = { searchId: payload.data.searchId };
    result = await client.call<unknown>("POST", FLIGHT_SEARCH_RETRY_PATH, next, context);
  }
  return { ok: false, httpStatus: 502, errors: [catalogueError("502")] };
}
