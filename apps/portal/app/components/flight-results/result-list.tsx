import {
  cheapestPrice,
  type FareAmountsVisibility,
  type PricingBasis,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import { Badge, FareOptions, FareSelectButton, ResultsSection } from "@wayfare/ui";
import { Link } from "react-router";
import type { ResultList } from "../../results/results-page";
import { FareChoiceForm, fareChoiceFormId } from "./fare-choice-form";
import { ShareTick } from "./share-flights-form";

interface ResultListSectionProps {
  list: ResultList;
  pricingBasis: PricingBasis;
  /** An agent's amounts on the cards and beside each fare; none for a consumer. */
  agentAmounts?: FareAmountsVisibility;
  /** A filter is selected: the fares keep their order (J§4). */
  keepFareOrder?: boolean;
  clearHref: string;
  /** The URL of the view shown: where a fare choice posts. */
  viewHref: string;
  selectedPriceId?: string;
  /** Agents tick flights to share them by email. */
  canShare: boolean;
  /** The browser runs scripts: each card renders its fares once opened (decision 0048). */
  detailsWhenOpened: boolean;
  /** The page shows this list alone, under a heading that names it. */
  onlyList: boolean;
}

const linkClass = "font-semibold text-link underline";

/** A fare's rules page (J§2 /flight/farerules/), asked of the service by its price id. */
const fareRulesHref = (price: TripPrice) =>
  `/flight/farerules?${new URLSearchParams({ priceId: price.id })}`;

/**
 * The leg's chosen fare marked on its card, in view without opening the card's fares: the
 * selection box waits until every leg has one (J§4).
 */
function ChosenFareBadge({ trip, chosenPriceId }: { trip: Trip; chosenPriceId?: string }) {
  const chosen = trip.prices.find((price) => price.id === chosenPriceId);
  if (!chosen) return null;
  return (
    <Badge tone="success" size="sm">
      Chosen: {chosen.fareIdentifier || chosen.fareType}
    </Badge>
  );
}

/**
 * One result list wired to this page: each card's select button for its cheapest fare and
 * its fares (posted by the list's fare choice form to the route's action), an agent's share
 * tick, and the router links out of an empty list.
 */
export function ResultListSection({
  list,
  pricingBasis,
  agentAmounts,
  keepFareOrder,
  clearHref,
  viewHref,
  selectedPriceId,
  canShare,
  detailsWhenOpened,
  onlyList,
}: ResultListSectionProps) {
  const form = fareChoiceFormId(list.key);
  return (
    <>
      <FareChoiceForm leg={list.key} action={viewHref} />
      <ResultsSection
        list={list}
        pricingBasis={pricingBasis}
        agentAmounts={agentAmounts}
        detailsWhenOpened={detailsWhenOpened}
        titleVisuallyHidden={onlyList}
        renderActions={(trip: Trip) => (
          <>
            <ChosenFareBadge trip={trip} chosenPriceId={selectedPriceId} />
            {canShare ? <ShareTick trip={trip} pricingBasis={pricingBasis} /> : null}
            <FareSelectButton
              price={cheapestPrice(trip, pricingBasis)}
              form={form}
              pricingBasis={pricingBasis}
            />
          </>
        )}
        renderFares={(trip: Trip) => (
          <FareOptions
            trip={trip}
            form={form}
            pricingBasis={pricingBasis}
            chosenPriceId={selectedPriceId}
            fareRulesHref={fareRulesHref}
            agentAmounts={agentAmounts}
            keepPriceOrder={keepFareOrder}
          />
        )}
        renderEmptyAction={(reason) =>
          reason === "noneFound" ? (
            <Link to="/flight" className={linkClass}>
              Modify search
            </Link>
          ) : (
            <Link to={clearHref} className={linkClass}>
              Clear all filters
            </Link>
          )
        }
      />
    </>
  );
}
