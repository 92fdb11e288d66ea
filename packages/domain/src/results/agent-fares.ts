import { sortByFareDisplayOrder } from "../catalogues/fare-types";
import type { Permissions } from "../roles/permissions";
import { promoteFlexFare } from "./fare-order";
import { AGENT_RESULTS_SORT_FIELDS, RESULTS_SORT_FIELDS } from "./results-url";
import type { TripSortField } from "./sort-trips";
import { isSpecialReturnPrice } from "./special-return";
import type { PricingBasis } from "./trip-metrics";
import type { Trip, TripPrice } from "./trip-schema";

/**
 * The agent's amounts of a fare on the results (J§3 price info, J§6, F§6; decision 0052):
 * - commission (cm) and the net fare (net: what the agency pays, total − commission + TDS)
 *   are the fare's price distribution: shown with the tax and price distribution, so to
 *   agents and the other business users, hidden in the retail variant, and shown there to an
 *   admin ("Admin override shows the tax and price distribution");
 * - the net incentive (NI) is what the agency keeps of the commission once TDS is deducted
 *   (commission − TDS); an agent item, hidden in the retail variant, admin or not;
 * - fare identifiers (the fare's brand and booking class on the card) are an agent item too.
 * Sorting by commission is offered to whoever sees commission.
 */
export interface FareAmountsVisibility {
  /** Commission and net fare. */
  priceDistribution: boolean;
  netIncentive: boolean;
  fareIdentifiers: boolean;
}

export const NO_AGENT_AMOUNTS: FareAmountsVisibility = {
  priceDistribution: false,
  netIncentive: false,
  fareIdentifiers: false,
};

export function fareAmountsVisibility(
  permissions: Pick<
    Permissions,
    "showTaxAndPriceDistribution" | "showNetIncentive" | "showFareIdentifiers"
  >,
): FareAmountsVisibility {
  return {
    priceDistribution: permissions.showTaxAndPriceDistribution,
    netIncentive: permissions.showNetIncentive,
    fareIdentifiers: permissions.showFareIdentifiers,
  };
}

/** Net incentive: the commission less the TDS deducted from it, never below nothing. */
export function netIncentive(price: Pick<TripPrice, "commission" | "tds">): number {
  return Math.max(0, price.commission - price.tds);
}

/** The sort orders a user may choose: commission only for whoever sees it. */
export function resultsSortFields(visibility: FareAmountsVisibility): readonly TripSortField[] {
  return visibility.priceDistribution ? AGENT_RESULTS_SORT_FIELDS : RESULTS_SORT_FIELDS;
}

/**
 * A trip as sent to a user who sees none of the agent's amounts and is priced on the total:
 * no commission, no TDS, and the net is the total, so the page never carries what it hides.
 */
export function withoutAgentAmounts(
  trip: Trip,
  visibility: FareAmountsVisibility,
  basis: PricingBasis,
): Trip {
  if (visibility.priceDistribution || visibility.netIncentive || basis === "net") return trip;
  return {
    ...trip,
    prices: trip.prices.map((price) => ({ ...price, commission: 0, tds: 0, net: price.total })),
  };
}

export interface FareOptionGroups {
  /** Normal fares: in the display order of J§9, a flex fare lifted to third place (J§4). */
  normal: TripPrice[];
  /** Special-return fares (J§5), separated from the normal ones, in the same order. */
  specialReturn: TripPrice[];
}

function fareName(price: TripPrice): string {
  return price.fareIdentifier || price.fareType;
}

/**
 * A trip's fares as a fare list shows them: special-return fares apart from normal ones
 * ("Special return fares … are separated from normal ones"), each group in the fare display
 * order ("SME, Flexi Plus, Tactical, Sale, Family, Published"), then "Flex-fare fares move up
 * to third place in a fare list when beyond it, unless a flag or a selected filter applies"
 * (`keepPriceOrder`).
 */
export function fareOptionGroups(
  prices: readonly TripPrice[],
  options: { keepPriceOrder: boolean },
): FareOptionGroups {
  const order = (list: TripPrice[]) =>
    promoteFlexFare(sortByFareDisplayOrder(list, fareName), options);
  return {
    normal: order(prices.filter((price) => !isSpecialReturnPrice(price))),
    specialReturn: order(prices.filter(isSpecialReturnPrice)),
  };
}
