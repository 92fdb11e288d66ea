import {
  catalogueError,
  flightSearchRequestSchema,
  type SearchQuery,
  type SearchResultsPayload,
  searchQueryErrors,
  searchRetryRequestSchema,
} from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { optionalSession } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { indiaToday } from "../inventory/local-time";
import { findAirport } from "../reference/airports";
import { decodeSearchId, encodeSearchId, type SearchCursor } from "./search-id";
import {
  BATCH_COUNT,
  BATCH_RECEIVED_AFTER_SECONDS,
  resultBatch,
  searchResults,
} from "./search-results";
import { withSoldSeats } from "./sold-seats";

/** Seconds a client waits for the next batch: until its suppliers answer. */
function retryInSeconds(batch: number): number {
  const now = BATCH_RECEIVED_AFTER_SECONDS[batch] ?? 0;
  return Math.max(1, (BATCH_RECEIVED_AFTER_SECONDS[batch + 1] ?? now) - now);
}

function unknownAirports(query: SearchQuery): string[] {
  const codes = query.routeInfos.flatMap((route) => [
    route.fromCityOrAirport,
    route.toCityOrAirport,
  ]);
  return [...new Set(codes.filter((code) => !findAirport(code)))];
}

async function answer(
  ctx: ServiceContext,
  request: Request,
  cursor: SearchCursor,
  now: Date,
): Promise<Response> {
  // Search works for visitors too; a live session only widens the fares (and is rotated).
  const session = await optionalSession(ctx, request);
  if (session instanceof Response) return session;
  const subject = session?.subject ?? null;
  const results = searchResults({ query: cursor.query, today: cursor.startedOn, now, subject });
  const done = cursor.batch >= BATCH_COUNT - 1;
  const payload: SearchResultsPayload = {
    searchId: encodeSearchId({ ...cursor, batch: Math.min(cursor.batch + 1, BATCH_COUNT) }),
    retryInSecond: done ? 0 : retryInSeconds(cursor.batch),
    done,
    batch: cursor.batch,
    batchCount: BATCH_COUNT,
    receivedAfterSeconds: BATCH_RECEIVED_AFTER_SECONDS[cursor.batch] ?? 0,
    isDomestic: results.isDomestic,
    isMultiCity: results.isMultiCity,
    tripInfos: await withSoldSeats(
      ctx.db,
      resultBatch(results, cursor.batch),
      cursor.query.paxInfo,
    ),
  };
  const headers: Record<string, string> = session
    ? { authorization: await ctx.sessions.rotate(session) }
    : {};
  return success(payload, {}, headers);
}

/** POST /xms/v1/flight/search: validates the query (schema, then 1001–1006) and answers batch 0. */
export async function startSearch(
  ctx: ServiceContext,
  request: Request,
  now = new Date(),
): Promise<Response> {
  const parsed = parseOrFail(flightSearchRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const query = parsed.value.data;
  const unknown = unknownAirports(query);
  if (unknown.length > 0) {
    return failure(
      400,
      unknown.map((code) => ({ errCode: "400", message: `Unknown airport code ${code}` })),
    );
  }
  const { today, todayDate } = indiaToday(now);
  const errors = searchQueryErrors(query, todayDate);
  if (errors.length > 0) return failure(400, errors);
  return answer(ctx, request, { query, batch: 0, startedOn: today }, now);
}

/** POST /xms/v1/flight/search/retry: the next batch of the search a searchId describes. */
export async function continueSearch(
  ctx: ServiceContext,
  request: Request,
  now = new Date(),
): Promise<Response> {
  const parsed = parseOrFail(searchRetryRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const cursor = decodeSearchId(parsed.value.data.searchId);
  if (!cursor || unknownAirports(cursor.query).length > 0)
    return failure(400, [catalogueError("2504")]);
  return answer(ctx, request, cursor, now);
}
