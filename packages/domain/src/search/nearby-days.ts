import { addDays, lightFormat, parseISO } from "date-fns";
import type { SearchQuery } from "./search-query";
import { searchDateRange } from "./search-server-checks";

/** Days each side of the searched day that the results' date strip offers (issue 19: ±3). */
export const NEARBY_DAYS = 3;

/**
 * The days around a one-way or round trip's departure a search could move to: within the
 * search's year (1003, 1004) and, for a round trip, not after the return. A multicity trip
 * has none (moving one flight's day is a new search of the form).
 */
export function nearbyTravelDays(query: SearchQuery, today: Date, span = NEARBY_DAYS): string[] {
  if (query.tripType === "MULTICITY") return [];
  const [first, back] = query.routeInfos;
  if (!first) return [];
  const { min, max } = searchDateRange(today);
  const last = back && back.travelDate < max ? back.travelDate : max;
  const departure = parseISO(first.travelDate);
  return Array.from({ length: span * 2 + 1 }, (_, index) =>
    lightFormat(addDays(departure, index - span), "yyyy-MM-dd"),
  ).filter((date) => date >= min && date <= last);
}

/** The same search departing on another day. */
export function searchOnDay(query: SearchQuery, date: string): SearchQuery {
  const [first, ...rest] = query.routeInfos;
  if (!first) return query;
  return { ...query, routeInfos: [{ ...first, travelDate: date }, ...rest] };
}
