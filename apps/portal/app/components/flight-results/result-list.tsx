import { formatMoney, groupSamePriceTrips, type PricingBasis, type Trip } from "@wayfare/domain";
import { EmptyState, FlightResultCard } from "@wayfare/ui";
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
 * One result list (onward, return, combined or a multicity leg) as a headed, ordered list.
 * Flights of one airline at one price (J§5 same-price groups) show as the first of them
 * with the others folded under it in a native disclosure, which works without JavaScript.
 */
export function ResultListSection({
  list,
  pricingBasis,
  clearHref,
  selectedPriceId,
  canShare,
}: ResultListSectionProps) {
  const headingId = `results-${list.key}`;
  const card = (trip: Trip) => (
    <FlightResultCard
      trip={trip}
      pricingBasis={pricingBasis}
      actions={
        <>
          <FareChoiceForm
            trip={trip}
            leg={list.key}
            pricingBasis={pricingBasis}
            selectedPriceId={selectedPriceId}
          />
          {canShare ? <ShareTick trip={trip} pricingBasis={pricingBasis} /> : null}
        </>
      }
    />
  );
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {list.title}
      </h2>
      <p className="text-sm text-fg-muted">
        Showing {list.trips.length} of {list.matching} matching flights ({list.total} found)
      </p>
      {list.trips.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={list.total === 0 ? "No flights found" : "No flights match your filters"}
          description={
            list.total === 0
              ? "Try other dates or airports."
              : "Remove a filter to see more flights."
          }
          action={
            list.total === 0 ? (
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
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-3">
          {groupSamePriceTrips(list.trips, pricingBasis).map(
            ({ key, price, trips: [first, ...others] }) =>
              first ? (
                <li key={key}>
                  {card(first)}
                  {others.length > 0 ? (
                    <details
                      data-slot="same-price-group"
                      className="mt-2 rounded-lg border border-subtle bg-canvas px-3 py-2"
                    >
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-link">
                        {others.length} more {first.segments[0]?.airline.name} flight
                        {others.length > 1 ? "s" : ""} at {formatMoney(price)}
                      </summary>
                      <ol
                        aria-label={`Same price, ${first.segments[0]?.airline.name}`}
                        className="mt-2 flex flex-col gap-3"
                      >
                        {others.map((trip) => (
                          <li key={trip.id}>{card(trip)}</li>
                        ))}
                      </ol>
                    </details>
                  ) : null}
                </li>
              ) : null,
          )}
        </ol>
      )}
    </section>
  );
}
