import {
  endpoints,
  type SearchQuery,
  type SearchResultsPayload,
  searchQueryErrors,
} from "@wayfare/domain";
import { renewalHeaders, type Session } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { forAnyone } from "../http/handlers";
import { refuse, refuseAll, refuseEach } from "../http/refusal";
import { reply } from "../http/reply";
import { indiaToday } from "../inventory/local-time";
import { findAirport } from "../reference/airports";
import { withSupplierAllotments } from "../supplier/allotment-fares";
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

/** Search works for visitors too; a live session only widens the fares (and is rotated). */
async function answer(ctx: ServiceContext, session: Session | null, cursor: SearchCursor) {
  const subject = session?.subject ?? null;
  const now = new Date();
  const results = searchResults({
    query: cursor.query,
    today: cursor.startedOn,
    now,
    subject,
    batch: cursor.batch,
  });
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
    tripInfos: await withSupplierAllotments(
      ctx.db,
      await withSoldSeats(ctx.db, resultBatch(results, cursor.batch), cursor.query.paxInfo),
      cursor.query.cabinClass,
      cursor.query.paxInfo,
    ),
  };
  const headers = session ? await renewalHeaders(ctx.sessions, session) : {};
  return reply(payload, { headers });
}

/** POST /xms/v1/flight/search: validates the query (schema, then 1001–1006) and answers batch 0. */
export const flightSearch = forAnyone(endpoints.flightSearch, async (query, { ctx, session }) => {
  const unknown = unknownAirports(query);
  if (unknown.length > 0) return refuseEach("WF104", 400, unknown);
  const { today, todayDate } = indiaToday(new Date());
  const errors = searchQueryErrors(query, todayDate);
  if (errors.length > 0) return refuseAll(400, errors);
  return answer(ctx, session, { query, batch: 0, startedOn: today });
});

/** POST /xms/v1/flight/search/retry: the next batch of the search a searchId describes. */
export const flightSearchRetry = forAnyone(
  endpoints.flightSearchRetry,
  async ({ searchId }, { ctx, session }) => {
    const cursor = decodeSearchId(searchId);
    if (!cursor || unknownAirports(cursor.query).length > 0) return refuse("2504", 400);
    return answer(ctx, session, cursor);
  },
);
