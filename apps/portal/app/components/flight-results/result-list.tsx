import type { PricingBasis, Trip } from "@wayfare/domain";
import { ResultsSection } from "@wayfare/ui";
import { Link } from "react-router";
import type { ResultList } from "../../results/results-page";
import { FareChoiceForm } from "./fare-choice-form";
import { ShareTick } from "./share-flights-form";

interface ResultListSectionProps {
  list: ResultList;
  pricingBasis: PricingBasis;
  clearHref: string;
  selectedPriceId?: string;
  /** Agents tick flights to share them by email. */
  canShare: boolean;
}

const linkClass = "font-semibold text-link underline";

/**
 * One result list wired to this page: each card's fare choice form (posted to the route's
 * action) and an agent's share tick, and the router links out of an empty list.
 */
export function ResultListSection({
  list,
  pricingBasis,
  clearHref,
  selectedPriceId,
  canShare,
}: ResultListSectionProps) {
  return (
    <ResultsSection
      list={list}
      pricingBasis={pricingBasis}
      renderActions={(trip: Trip) => (
        <>
          <FareChoiceForm
            trip={trip}
            leg={list.key}
            pricingBasis={pricingBasis}
            selectedPriceId={selectedPriceId}
          />
          {canShare ? <ShareTick trip={trip} pricingBasis={pricingBasis} /> : null}
        </>
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
  );
}
