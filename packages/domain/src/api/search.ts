import { z } from "zod";
import { RESULT_GROUPS } from "../results/result-groups";
import { tripSchema } from "../results/trip-schema";
import { LEG_SEARCH_ID_PATTERN } from "../search/leg-search-id";
import { airlineCodeSchema, airportCodeSchema, searchQuerySchema } from "../search/search-query";
import { plainText } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/**
 * The airport list (F§7, J§7: GET /xms/v1/airport/, cacheable 86400 s) and the flight search,
 * whose calls the spec does not show (J§7). Search design: POST the query to start a search;
 * the answer holds the first batch of results, a `searchId` and `retryInSecond`; POST that
 * searchId to the retry path for the next batch, until `done` (J§4: partial results with a
 * retry-in-seconds value per search id, then all trips loaded). Each answer's searchId is the
 * one to send next.
 */
export const AIRPORT_LIST_PATH = "/xms/v1/airport/";
export const FLIGHT_SEARCH_PATH = "/xms/v1/flight/search";
export const FLIGHT_SEARCH_RETRY_PATH = "/xms/v1/flight/search/retry";

export const airportInfoSchema = z.object({
  code: airportCodeSchema,
  name: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone: the zone of every local time shown at this airport. */
  timeZone: z.string().min(1),
});

export type AirportInfo = z.infer<typeof airportInfoSchema>;

/** An airline that flies in the network: what a search may prefer (J§4 preferred airline). */
export const airlineInfoSchema = z.object({ code: airlineCodeSchema, name: z.string().min(1) });
export type AirlineInfo = z.infer<typeof airlineInfoSchema>;

/** The search form's reference data: the airports served and the airlines flying. */
export const airportListPayloadSchema = z.object({
  airports: z.array(airportInfoSchema),
  airlines: z.array(airlineInfoSchema),
});
export type AirportListPayload = z.infer<typeof airportListPayloadSchema>;

export const flightSearchRequestSchema = requestBodySchema(searchQuerySchema);

export const SEARCH_ID_MAX_LENGTH = 4096;
export const searchRetryRequestSchema = requestBodySchema(
  z.object({ searchId: plainText().min(1).max(SEARCH_ID_MAX_LENGTH) }),
);

/**
 * Result lists: ONWARD, RETURN and COMBO (J§3); a multicity search lists each flight under
 * that flight's search id (J§3: multicity keyed by search id, one list per leg).
 */
export const searchResultKeySchema = z.union([
  z.enum(RESULT_GROUPS),
  z.string().regex(LEG_SEARCH_ID_PATTERN),
]);
export type SearchResultKey = z.infer<typeof searchResultKeySchema>;

export const searchResultsPayloadSchema = z.object({
  searchId: z.string().min(1),
  /** Seconds to wait before sending searchId to the retry path; 0 once done. */
  retryInSecond: z.int().nonnegative(),
  done: z.boolean(),
  batch: z.int().nonnegative(),
  batchCount: z.int().positive(),
  /**
   * Seconds after the search started that this batch's suppliers answered: what the
   * cut-off (J§4, J§9 "cut-off duration 10") sorts batches into primary and secondary by.
   */
  receivedAfterSeconds: z.int().nonnegative(),
  isDomestic: z.boolean(),
  isMultiCity: z.boolean(),
  tripInfos: z.partialRecord(searchResultKeySchema, z.array(tripSchema)),
});

export type SearchResultsPayload = z.infer<typeof searchResultsPayloadSchema>;
