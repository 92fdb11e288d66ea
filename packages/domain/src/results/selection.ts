import { legSearchIds } from "../search/leg-search-id";
import type { SearchQuery } from "../search/search-query";

/**
 * Checked flights and the selection box (J§3, J§4). Checking a flight adds or removes its
 * price id; onward and return keep separate lists. The selection box shows only when all
 * trips are loaded and every trip (each leg: onward, return, or each multicity search id)
 * has a selection.
 */
export function toggleCheckedPriceId(checked: readonly string[], priceId: string): string[] {
  return checked.includes(priceId) ? checked.filter((id) => id !== priceId) : [...checked, priceId];
}

export function showsSelectionBox(state: {
  allTripsLoaded: boolean;
  legKeys: readonly string[];
  selectedPriceIds: Readonly<Record<string, string | undefined>>;
}): boolean {
  return (
    state.allTripsLoaded &&
    state.legKeys.length > 0 &&
    state.legKeys.every((leg) => Boolean(state.selectedPriceIds[leg]))
  );
}

/**
 * The fare chosen on each leg, kept in the results URL (`sel.ONWARD`, `sel.RETURN`, and
 * for multicity `sel.` and the flight's search id, `sel.L1-…`) until every leg has one (J§4: separate onward and return lists).
 * Combined round trips (COMBO) are priced as one list of their own, so they are not a leg.
 */
export const SELECTION_PARAM_PREFIX = "sel.";
const PRICE_ID_PATTERN = /^[A-Za-z0-9._:+#~-]{1,512}$/;

export function selectionLegs(query: SearchQuery): string[] {
  if (query.tripType === "ONEWAY") return ["ONWARD"];
  if (query.tripType === "RETURN") return ["ONWARD", "RETURN"];
  return legSearchIds(query);
}

export function selectedPriceIds(params: URLSearchParams, legs: readonly string[]) {
  const selected: Record<string, string> = {};
  for (const leg of legs) {
    const priceId = params.get(`${SELECTION_PARAM_PREFIX}${leg}`);
    if (priceId && PRICE_ID_PATTERN.test(priceId)) selected[leg] = priceId;
  }
  return selected;
}

/**
 * A fare chosen from the combined round trips (COMBO) is the whole journey, both ways under
 * one price id: it is reviewed on its own, with no leg to pair.
 */
export function combinedSelection(
  query: Pick<SearchQuery, "tripType">,
  list: string,
  priceId: string,
): string[] | undefined {
  const combined = query.tripType === "RETURN" && list === "COMBO";
  return combined && PRICE_ID_PATTERN.test(priceId) ? [priceId] : undefined;
}

/** The price ids to review, in leg order, once every leg has a fare; otherwise undefined. */
export function completeSelection(
  selected: Readonly<Record<string, string>>,
  legs: readonly string[],
): string[] | undefined {
  const priceIds = legs.map((leg) => selected[leg]);
  return priceIds.every((id): id is string => Boolean(id)) && priceIds.length > 0
    ? priceIds
    : undefined;
}
