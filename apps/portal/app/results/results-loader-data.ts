import {
  cabinClassLabel,
  cutOffVisibleTrips,
  type FareAmountsVisibility,
  formatCalendarDate,
  loadAllCount,
  RESULTS_LOAD_ALL_PARAM,
  type SearchQuery,
  type SearchResultKey,
  selectedPriceIds,
  selectionLegs,
  showsSelectionBox,
  type Trip,
  totalPassengers,
} from "@wayfare/domain";
import { legSelections, pairedWithSelection, resultsPage } from "./results-page";

type ResultLists = Partial<Record<SearchResultKey, Trip[]>>;

export interface FullResults {
  /** What arrived within the cut-off (J§4), or everything when it is off. */
  tripInfos: ResultLists;
  /** What arrived after the cut-off: shown once "load all" is chosen. */
  lateTripInfos: ResultLists;
  isCorporate: boolean;
  /** An agent item: ticking flights and sharing them by email. */
  canShare: boolean;
  canEditMarkup: boolean;
  /** The markup in the fares, in basis points (0: none). */
  markup: number;
  /** An agent's amounts this user sees: commission, net incentive, net fare, identifiers. */
  agentAmounts: FareAmountsVisibility;
}

function headingOf(query: SearchQuery): string {
  const [first] = query.routeInfos;
  const route = `${first?.fromCityOrAirport} to ${first?.toCityOrAirport}`;
  return {
    ONEWAY: `Flights from ${route}`,
    RETURN: `Flights from ${route} and back`,
    MULTICITY: `Multi-city flights from ${first?.fromCityOrAirport}`,
  }[query.tripType];
}

/**
 * The search under the heading: "5 Jan 2027 – 9 Jan 2027 · 2 travellers · Economy"; a
 * multicity trip's first and last days.
 */
function searchFactsOf(query: SearchQuery): string {
  const { routeInfos } = query;
  const legs =
    query.tripType === "MULTICITY"
      ? [routeInfos[0], routeInfos.at(-1)].filter((leg) => leg !== undefined)
      : routeInfos;
  const dates = legs.map((leg) => formatCalendarDate(leg.travelDate)).join(" – ");
  const travellers = totalPassengers(query.paxInfo);
  return [
    dates,
    `${travellers} traveller${travellers === 1 ? "" : "s"}`,
    cabinClassLabel(query.cabinClass),
  ].join(" · ");
}

/**
 * The lists shown (the domain's cut-off rules): the primary set until `all=1` is in the URL,
 * then both; and how many results "load all" would add.
 */
function cutOffLists(url: URL, results: FullResults) {
  const state = {
    cutOffEnabled: true,
    allTripsLoaded: true,
    loadAllChosen: url.searchParams.get(RESULTS_LOAD_ALL_PARAM) === "1",
  };
  const shown: ResultLists = {};
  let lateCount = 0;
  for (const [key, primary] of Object.entries(results.tripInfos) as [SearchResultKey, Trip[]][]) {
    const sets = { primary, secondary: results.lateTripInfos[key] ?? [] };
    shown[key] = cutOffVisibleTrips(sets, state);
    lateCount += loadAllCount(sets, state);
  }
  const loadAll = new URLSearchParams(url.searchParams);
  loadAll.set(RESULTS_LOAD_ALL_PARAM, "1");
  return { shown, lateCount, loadAllHref: `${url.pathname}?${loadAll}` };
}

/**
 * What the results page shows for a URL, from a search's full result lists: the view in
 * the URL (sort, filters, how many) and the fares chosen so far. The server's loader and the
 * browser's (filters and sort without a round trip) both answer with it.
 */
export function resultsLoaderData(
  url: URL,
  query: SearchQuery,
  results: FullResults,
  /** The user's combined-view toggle (the cookie's, or its default). */
  combinedView: boolean,
  /** Whether every batch of the search has arrived (J§4: the selection box waits for it). */
  allTripsLoaded: boolean,
) {
  const legs = selectionLegs(query);
  const selected = selectedPriceIds(url.searchParams, legs);
  const { shown, lateCount, loadAllHref } = cutOffLists(url, results);
  const tripInfos = pairedWithSelection(shown, selected);
  const page = resultsPage(url, query, tripInfos, {
    basis: results.isCorporate ? "net" : "total",
    isCorporate: results.isCorporate,
    agentAmounts: results.agentAmounts,
    combinedView,
  });
  const chosen = legSelections(legs, selected, page, tripInfos);
  const selectedPriceIdsShown = Object.fromEntries(chosen.map(({ leg }) => [leg, selected[leg]]));
  // A one-way fare goes straight to review: only a journey of several legs has the box.
  const boxShown =
    legs.length > 1 &&
    showsSelectionBox({ allTripsLoaded, legKeys: legs, selectedPriceIds: selectedPriceIdsShown });
  const selection = boxShown ? chosen : [];
  const { canShare, canEditMarkup, markup } = results;
  return {
    kind: "results" as const,
    heading: headingOf(query),
    searchFacts: searchFactsOf(query),
    page,
    selected,
    selection,
    canShare,
    canEditMarkup,
    markup,
    lateCount,
    loadAllHref,
  };
}
