import {
  calendarMonthOf,
  encodeSearchUrl,
  endpoints,
  type FareCalendarDay,
  fareCalendarPrices,
  nearbyTravelDays,
  type SearchQuery,
  searchOnDay,
  withCalendarMarkup,
} from "@wayfare/domain";
import type { FareDateStripDay } from "@wayfare/ui";
import { LRUCache } from "lru-cache";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { agentMarkup } from "./results-search.server";
import { SEARCH_KEPT_MS, searchOwner } from "./search-cache.server";

/**
 * The calendar's days as the service priced them (before an agent's markup), kept for their
 * user as long as a finished search is (decision 0047): a results page shown again shows the
 * nearby days it showed, without asking the service again (decision 0068).
 */
const kept = new LRUCache<string, FareCalendarDay[]>({ ttl: SEARCH_KEPT_MS, max: 2_000 });

/** The service's fare calendar for `days` (their months asked together). */
async function calendarDays(
  service: ServiceGateway,
  query: SearchQuery,
  days: readonly string[],
): Promise<FareCalendarDay[]> {
  const [first] = query.routeInfos;
  if (!first) return [];
  const seats = query.paxInfo.ADULT + query.paxInfo.CHILD;
  const asked = [first.fromCityOrAirport, first.toCityOrAirport, query.cabinClass, seats];
  const user = await searchOwner(service);
  const key = user && [user, ...asked, ...days].join("\n");
  const known = key ? kept.get(key) : undefined;
  if (known) return known;
  const months = [...new Set(days.map(calendarMonthOf))];
  const answers = await Promise.all(
    months.map((month) =>
      service.call(endpoints.fareCalendar, {
        from: first.fromCityOrAirport,
        to: first.toCityOrAirport,
        cabinClass: query.cabinClass,
        month,
        seats,
        days: days.filter((date) => calendarMonthOf(date) === month),
      }),
    ),
  );
  const priced = answers.flatMap((answer) => (answer.ok ? answer.payload.days : []));
  // A failed calendar is asked again next time.
  if (key && answers.every((answer) => answer.ok)) kept.set(key, priced);
  return priced;
}

/**
 * The results' nearby days (±3 around the departure), each the same search that day with its
 * lowest fare from the service's fare calendar (an agent's with the markup). A day the
 * calendar does not price has no fare; a failed calendar leaves every day without one.
 */
export async function nearbyDayFares(
  service: ServiceGateway,
  request: Request,
  query: SearchQuery,
): Promise<FareDateStripDay[]> {
  const days = nearbyTravelDays(query, new Date());
  if (days.length === 0 || !query.routeInfos[0]) return [];
  const [markup, priced] = await Promise.all([
    agentMarkup(service, request),
    calendarDays(service, query, days),
  ]);
  const fares = fareCalendarPrices(withCalendarMarkup(priced, markup));
  return days.map((date) => ({
    date,
    href: encodeSearchUrl(searchOnDay(query, date)),
    lowestFare: fares[date],
  }));
}
