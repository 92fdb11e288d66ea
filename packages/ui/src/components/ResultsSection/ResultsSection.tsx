import {
  type FareAmountsVisibility,
  groupSamePriceTrips,
  type PricingBasis,
  type Trip,
} from "@wayfare/domain";
import type { ReactNode } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { EmptyState } from "../EmptyState/EmptyState";
import { FlightResultCard } from "../FlightResultCard/FlightResultCard";
import { SamePriceGroup } from "./parts/SamePriceGroup";

/** One list of results: onward, return, combined, or a multicity leg. */
export interface ResultsSectionList {
  key: string;
  title: string;
  /** Trips in the list before filtering, and after. */
  total: number;
  matching: number;
  /** The matching trips shown, sorted. */
  trips: readonly Trip[];
  /** The day every trip departs on (yyyy-mm-dd): the cards leave that date out. */
  day?: string;
}

/** Why a list shows no flight: none were found, or the filters hide them all. */
export type ResultsSectionEmptyReason = "noneFound" | "noneMatch";

export interface ResultsSectionMessages {
  shown: (shown: number, matching: number, total: number) => string;
  empty: Record<ResultsSectionEmptyReason, { title: string; description: string }>;
  /** The fold's summary: `(2, "IndiGo", "₹4,650.00") => "2 more IndiGo flights at ₹4,650.00"`. */
  moreAtSamePrice: (count: number, airline: string, price: string) => string;
  /** The folded list's name. */
  samePriceList: (airline: string) => string;
}

export const defaultResultsSectionMessages: ResultsSectionMessages = {
  shown: (shown, matching, total) =>
    `Showing ${shown} of ${matching} matching flights (${total} found)`,
  empty: {
    noneFound: { title: "No flights found", description: "Try other dates or airports." },
    noneMatch: {
      title: "No flights match your filters",
      description: "Remove a filter to see more flights.",
    },
  },
  moreAtSamePrice: (count, airline, price) =>
    `${count} more ${airline} flight${count > 1 ? "s" : ""} at ${price}`,
  samePriceList: (airline) => `Same price, ${airline}`,
};

export interface ResultsSectionProps {
  list: ResultsSectionList;
  /** Corporate users see and compare net fares (F§6); everyone else the total. */
  pricingBasis: PricingBasis;
  /** An agent's amounts on each card (see `FlightResultCard`); none by default. */
  agentAmounts?: FareAmountsVisibility;
  /** Each card's actions beside its price: the page's select button and the like (ui never posts). */
  renderActions: (trip: Trip) => ReactNode;
  /** What each card's disclosure shows above the flight details: the page's fare choices. */
  renderFares?: (trip: Trip) => ReactNode;
  /** The way on from an empty list: a link to the search, or to clear the filters. */
  renderEmptyAction: (reason: ResultsSectionEmptyReason) => ReactNode;
  /**
   * The browser runs scripts: each card renders its fares and details once opened (see
   * `FlightResultCard`), and the server renders the first `GROUPS_BEFORE_HYDRATION` flights
   * (with their same-price folds), the rest once the page is hydrated.
   */
  detailsWhenOpened?: boolean;
  /**
   * The list's heading is for screen readers only: the page's own heading already names the
   * one list it shows (a phone then shows a card more).
   */
  titleVisuallyHidden?: boolean;
  messages?: Partial<ResultsSectionMessages>;
}

/**
 * Flights (with their same-price folds) the server renders of a list for a browser that runs
 * scripts: more than a tall screen holds. The server's rendering time grows with the cards.
 */
export const GROUPS_BEFORE_HYDRATION = 8;

/**
 * One result list (J§2 results) as a headed, ordered list of flight cards with how many are
 * shown of how many match and were found. Flights of one airline at one price (J§5 same-price
 * groups) show as the first of them with the others folded under it in a native disclosure,
 * which works without JavaScript.
 */
export function ResultsSection({
  list,
  pricingBasis,
  agentAmounts,
  renderActions,
  renderFares,
  renderEmptyAction,
  detailsWhenOpened,
  titleVisuallyHidden = false,
  messages,
}: ResultsSectionProps) {
  const text = { ...defaultResultsSectionMessages, ...messages };
  // A stable id from the list's key: the page links to its lists.
  const headingId = `results-${list.key}`;
  const card = (trip: Trip) => (
    <FlightResultCard
      trip={trip}
      pricingBasis={pricingBasis}
      agentAmounts={agentAmounts}
      day={list.day}
      actions={renderActions(trip)}
      detailsWhenOpened={detailsWhenOpened}
    >
      {renderFares?.(trip)}
    </FlightResultCard>
  );
  const hydrated = useIsHydrated();
  const groups = groupSamePriceTrips(list.trips, pricingBasis);
  const rendered =
    detailsWhenOpened && !hydrated ? groups.slice(0, GROUPS_BEFORE_HYDRATION) : groups;
  const emptyReason: ResultsSectionEmptyReason = list.total === 0 ? "noneFound" : "noneMatch";
  return (
    <section
      aria-labelledby={headingId}
      data-slot="results-section"
      className="flex min-w-0 flex-col gap-2 text-fg"
    >
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id={headingId} className={titleVisuallyHidden ? "sr-only" : "text-lg font-semibold"}>
          {list.title}
        </h2>
        <p className="text-sm text-fg-muted">
          {text.shown(list.trips.length, list.matching, list.total)}
        </p>
      </div>
      {list.trips.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={text.empty[emptyReason].title}
          description={text.empty[emptyReason].description}
          action={renderEmptyAction(emptyReason)}
        />
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-3">
          {rendered.map(({ key, price, trips: [first, ...others] }) =>
            first ? (
              <li key={key}>
                {card(first)}
                {others.length > 0 ? (
                  <SamePriceGroup
                    airline={first.segments[0]?.airline.name ?? ""}
                    price={price}
                    others={others}
                    card={card}
                    text={text}
                  />
                ) : null}
              </li>
            ) : null,
          )}
        </ol>
      )}
    </section>
  );
}
