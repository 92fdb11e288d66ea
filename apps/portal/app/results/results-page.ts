import {
  type CombinedViewContext,
  decodeResultsView,
  type FareAmountsVisibility,
  filterTrips,
  isCombinedViewApplicable,
  legIndexOfSearchId,
  legSearchIds,
  listsInView,
  type PricingBasis,
  priceAmount,
  RESULT_GROUPS,
  RESULTS_LOAD_ALL_PARAM,
  RESULTS_PAGE_SIZE,
  RESULTS_VIEW_PARAMS,
  type ResultsView,
  resultsSortFields,
  resultsViewFilters,
  resultsViewParams,
  type SearchQuery,
  type SearchResultKey,
  searchUrlParams,
  sortTrips,
  type Trip,
  type TripSortField,
  tripsPairingWith,
} from "@wayfare/domain";

export interface ResultList {
  key: SearchResultKey;
  title: string;
  /** Trips in the list before filtering, and after. */
  total: number;
  matching: number;
  /** The first `view.shown` matching trips, sorted. */
  trips: Trip[];
  /** The day every trip of the list departs on (yyyy-mm-dd); none for round trips. */
  day?: string;
}

export interface ResultsPage {
  view: ResultsView;
  lists: ResultList[];
  airlines: { code: string; name: string }[];
  /** The search's own params, posted again as hidden fields by the view form. */
  searchParams: [string, string][];
  /** The URL of the same results with `show` raised by a page; undefined when all are shown. */
  moreHref?: string;
  /** The same search with no filters and the default sort. */
  clearHref: string;
  pricingBasis: PricingBasis;
  /** An agent's amounts on the cards and fares, as far as this user sees them. */
  agentAmounts: FareAmountsVisibility;
  /** The sort orders this user may choose (commission for whoever sees it). */
  sortFields: readonly TripSortField[];
  /** A filter is selected: fare lists keep their order (no flex fare lifted, J§4). */
  keepFareOrder: boolean;
  /** Where the combined view applies (J§5): whether it is on. */
  combinedView?: { on: boolean };
}

function listTitle(key: SearchResultKey, query: SearchQuery): string {
  const [first] = query.routeInfos;
  const from = first?.fromCityOrAirport ?? "";
  const to = first?.toCityOrAirport ?? "";
  if (key === "ONWARD") return `Onward flights, ${from} to ${to}`;
  if (key === "RETURN") return `Return flights, ${to} to ${from}`;
  if (key === "COMBO") return `Round trips, ${from} to ${to} and back`;
  const index = legIndexOfSearchId(query, key);
  const leg = query.routeInfos[index];
  return `Flight ${index + 1}, ${leg?.fromCityOrAirport} to ${leg?.toCityOrAirport}`;
}

function listDay(key: SearchResultKey, query: SearchQuery): string | undefined {
  if (key === "COMBO") return undefined;
  const leg = key === "ONWARD" ? 0 : key === "RETURN" ? 1 : legIndexOfSearchId(query, key);
  return query.routeInfos[leg]?.travelDate;
}

function airlinesOf(lists: Trip[][]): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const list of lists) {
    for (const trip of list) {
      for (const segment of trip.segments) byCode.set(segment.airline.code, segment.airline.name);
    }
  }
  return [...byCode]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Sorts, filters and cuts each result list by the view in the URL (domain rules only). */
export function resultsPage(
  url: URL,
  query: SearchQuery,
  tripInfos: Partial<Record<SearchResultKey, Trip[]>>,
  context: {
    basis: PricingBasis;
    isCorporate: boolean;
    agentAmounts: FareAmountsVisibility;
    /** The user's combined-view toggle. */
    combinedView: boolean;
  },
): ResultsPage {
  const sortFields = resultsSortFields(context.agentAmounts);
  const view = decodeResultsView(url.searchParams, sortFields);
  const filters = resultsViewFilters(view);
  // The service lists round-trip fares (COMBO) only for international round trips.
  const combined: CombinedViewContext = {
    isDomestic: tripInfos.COMBO === undefined,
    isMultiCity: query.tripType === "MULTICITY",
    onwardCount: tripInfos.ONWARD?.length ?? 0,
    comboCount: tripInfos.COMBO?.length ?? 0,
  };
  const keys = listsInView(
    [...RESULT_GROUPS, ...legSearchIds(query)].filter((key) => tripInfos[key] !== undefined),
    combined,
    context.combinedView,
  );
  const lists = keys.map((key) => {
    const all = tripInfos[key] ?? [];
    const matching = sortTrips(filterTrips(all, filters, context), view.sort, context.basis);
    return {
      key,
      title: listTitle(key, query),
      total: all.length,
      matching: matching.length,
      trips: matching.slice(0, view.shown),
      day: listDay(key, query),
    };
  });
  // The view form keeps "load all" (J§4) when it is chosen.
  const loadAll = url.searchParams.get(RESULTS_LOAD_ALL_PARAM);
  const searchParams: [string, string][] = [
    ...searchUrlParams(query),
    ...(loadAll === "1" ? [[RESULTS_LOAD_ALL_PARAM, loadAll] as [string, string]] : []),
  ];
  const more = new URLSearchParams(url.searchParams);
  more.set("show", String(view.shown + RESULTS_PAGE_SIZE));
  const hasMore = lists.some((list) => list.matching > list.trips.length);
  const clear = new URLSearchParams(url.searchParams);
  for (const name of RESULTS_VIEW_PARAMS) clear.delete(name);
  return {
    view,
    lists,
    airlines: airlinesOf(keys.map((key) => tripInfos[key] ?? [])),
    searchParams,
    moreHref: hasMore ? `${url.pathname}?${more}` : undefined,
    clearHref: `${url.pathname}?${clear}`,
    pricingBasis: context.basis,
    agentAmounts: context.agentAmounts,
    sortFields,
    keepFareOrder: resultsViewParams({ ...view, sort: undefined, shown: undefined }).length > 0,
    combinedView: isCombinedViewApplicable(combined) ? { on: keys.includes("COMBO") } : undefined,
  };
}

export interface LegSelection {
  leg: string;
  title: string;
  /** The chosen flight and fare. */
  chosen: { flight: string; fare: string; amount: number };
}

/** The legs whose chosen fare is in the results, with its flight, fare and price. */
export function legSelections(
  legs: readonly string[],
  selected: Readonly<Record<string, string>>,
  page: ResultsPage,
  tripInfos: Partial<Record<SearchResultKey, Trip[]>>,
): LegSelection[] {
  return legs.flatMap((leg) => {
    const title = page.lists.find((list) => list.key === leg)?.title ?? leg;
    for (const trip of tripInfos[leg as SearchResultKey] ?? []) {
      const price = trip.prices.find((candidate) => candidate.id === selected[leg]);
      if (!price) continue;
      const flight = trip.segments.map(
        (s) => `${s.airline.name} ${s.airline.code} ${s.flightNumber}`,
      );
      const fare = price.fareIdentifier || price.fareType;
      return [
        {
          leg,
          title,
          chosen: {
            flight: flight.join(", "),
            fare,
            amount: priceAmount(price, page.pricingBasis),
          },
        },
      ];
    }
    return [];
  });
}

/**
 * Once one leg of a return has a fare, the other leg offers only the fares that can be
 * booked with it (special-return pairs, J§5); the chosen leg keeps all its fares.
 */
export function pairedWithSelection(
  tripInfos: Partial<Record<SearchResultKey, Trip[]>>,
  selected: Readonly<Record<string, string>>,
): Partial<Record<SearchResultKey, Trip[]>> {
  const chosen = (key: SearchResultKey) => {
    const id = selected[key];
    if (!id) return undefined;
    for (const trip of tripInfos[key] ?? []) {
      const price = trip.prices.find((candidate) => candidate.id === id);
      if (price) return price;
    }
    return undefined;
  };
  const onward = chosen("ONWARD");
  const back = chosen("RETURN");
  if (onward && tripInfos.RETURN) {
    return { ...tripInfos, RETURN: tripsPairingWith(tripInfos.RETURN, onward) };
  }
  if (back && tripInfos.ONWARD) {
    return { ...tripInfos, ONWARD: tripsPairingWith(tripInfos.ONWARD, back) };
  }
  return tripInfos;
}
