import {
  type SearchQuery,
  type SearchResultKey,
  selectedPriceIds,
  selectionLegs,
  type Trip,
} from "@wayfare/domain";
import { legSelections, pairedWithSelection, resultsPage } from "./results-page";

export interface FullResults {
  tripInfos: Partial<Record<SearchResultKey, Trip[]>>;
  isCorporate: boolean;
  /** An agent item: ticking flights and sharing them by email. */
  canShare: boolean;
  canEditMarkup: boolean;
  /** The markup in the fares, in basis points (0: none). */
  markup: number;
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
 * What the results page shows for a URL, from a search's full result lists: the view in
 * the URL (sort, filters, how many) and the fares chosen so far. The server's loader and the
 * browser's (filters and sort without a round trip) both answer with it.
 */
export function resultsLoaderData(url: URL, query: SearchQuery, results: FullResults) {
  const legs = selectionLegs(query);
  const selected = selectedPriceIds(url.searchParams, legs);
  const tripInfos = pairedWithSelection(results.tripInfos, selected);
  const page = resultsPage(url, query, tripInfos, {
    basis: results.isCorporate ? "net" : "total",
    isCorporate: results.isCorporate,
  });
  const selection = legs.length > 1 ? legSelections(legs, selected, page, tripInfos) : [];
  const { canShare, canEditMarkup, markup } = results;
  return {
    kind: "results" as const,
    heading: headingOf(query),
    page,
    selected,
    selection,
    canShare,
    canEditMarkup,
    markup,
  };
}
