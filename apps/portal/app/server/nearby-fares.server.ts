import {
  calendarMonthOf,
  encodeSearchUrl,
  endpoints,
  fareCalendarPrices,
  nearbyTravelDays,
  type SearchQuery,
  searchOnDay,
  withCalendarMarkup,
} from "@wayfare/domain";
import type { FareDateStripDay } from "@wayfare/ui";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { agentMarkup } from "./results-search.server";

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
  const [first] = query.routeInfos;
  if (days.length === 0 || !first) return [];
  const months = [...new Set(days.map(calendarMonthOf))];
  const [markup, ...answers] = await Promise.all([
    agentMarkup(service, request),
    ...months.map((month) =>
      service.call(endpoints.fareCalendar, {
        from: first.fromCityOrAirport,
        to: first.toCityOrAirport,
        cabinClass: query.cabinClass,
        month,
        seats: query.paxInfo.ADULT + query.paxInfo.CHILD,
        days: days.filter((date) => calendarMonthOf(date) === month),
      }),
    ),
  ]);
  const fares = fareCalendarPrices(
    withCalendarMarkup(
      answers.flatMap((answer) => (answer.ok ? answer.payload.days : [])),
      markup,
    ),
  );
  return days.map((date) => ({
    date,
    href: encodeSearchUrl(searchOnDay(query, date)),
    lowestFare: fares[date],
  }));
}
