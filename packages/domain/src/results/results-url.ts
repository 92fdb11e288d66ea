import type { TripFilters } from "./filter-trips";
import { isTripSortField, type TripSort, type TripSortField } from "./sort-trips";
import { TIME_OF_DAY_BUCKETS } from "./time-of-day";

/**
 * The results view kept in the /flight/list URL next to the search (J§4: filters and sort
 * kept in the URL). Decisions where the spec names no parameter: `sort` is a sort field
 * (ascending; price by default), `stops` 0, 1 or 2 ("2 or more"), `airline` airline codes,
 * `depTime` time-of-day bucket ids, `refundable=1` keeps trips with a refundable or partly
 * refundable fare, `show` how many trips are listed (50 at a time, up to the cap). Each list
 * parameter may repeat (`stops=0&stops=1`). Unknown values are ignored, never an error.
 * `sort=commission` is read only for a user who sees commission (see agent-fares), and sorts
 * the highest commission first; every other order is ascending.
 */
export const RESULTS_VIEW_PARAMS = ["sort", "stops", "airline", "depTime", "refundable", "show"];
/** `all=1`: the results that arrived after the cut-off are shown too (J§4 "load all"). */
export const RESULTS_LOAD_ALL_PARAM = "all";
export const RESULTS_PAGE_SIZE = 20;
export const RESULTS_MAX_SHOWN = 1000;

export const RESULTS_SORT_FIELDS = ["price", "departure", "arrival", "duration"] as const;
/** The orders of a user who sees commission (J§5 "Fares sort by price …, time and commission"). */
export const AGENT_RESULTS_SORT_FIELDS = [...RESULTS_SORT_FIELDS, "commission"] as const;

/** An agent sorts by commission to see the best-paying fares first; the rest ascend. */
export function resultsSortDirection(field: TripSortField): TripSort["direction"] {
  return field === "commission" ? "desc" : "asc";
}

export type TimeOfDayBucketId = (typeof TIME_OF_DAY_BUCKETS)[number]["id"];

export interface ResultsView {
  sort: TripSort;
  stops: number[];
  airlines: string[];
  departureBuckets: TimeOfDayBucketId[];
  refundableOnly: boolean;
  /** How many trips of each list to render. */
  shown: number;
}

const STOP_VALUES = [0, 1, 2];
const AIRLINE = /^[A-Z0-9]{2}$/;

function shownCount(value: string | null): number {
  const pages = Math.ceil(Number(value) / RESULTS_PAGE_SIZE);
  if (!Number.isFinite(pages) || pages < 1) return RESULTS_PAGE_SIZE;
  return Math.min(pages * RESULTS_PAGE_SIZE, RESULTS_MAX_SHOWN);
}

export function decodeResultsView(
  params: URLSearchParams,
  sortFields: readonly TripSortField[] = RESULTS_SORT_FIELDS,
): ResultsView {
  const field = params.get("sort");
  const sortField = isTripSortField(field) && sortFields.includes(field) ? field : "price";
  const buckets = new Set(params.getAll("depTime"));
  return {
    sort: { field: sortField, direction: resultsSortDirection(sortField) },
    stops: STOP_VALUES.filter((stop) => params.getAll("stops").includes(String(stop))),
    airlines: [
      ...new Set(params.getAll("airline").map((code) => code.trim().toUpperCase())),
    ].filter((code) => AIRLINE.test(code)),
    departureBuckets: TIME_OF_DAY_BUCKETS.filter((bucket) => buckets.has(bucket.id)).map(
      (bucket) => bucket.id,
    ),
    refundableOnly: params.get("refundable") === "1",
    shown: shownCount(params.get("show")),
  };
}

/** The domain filters of a results view (refundable only: refundable or partly refundable). */
export function resultsViewFilters(view: ResultsView): TripFilters {
  return {
    stops: view.stops,
    airlines: view.airlines,
    departureWindows: TIME_OF_DAY_BUCKETS.filter((bucket) =>
      view.departureBuckets.includes(bucket.id),
    ).map(({ from, to }) => ({ from, to })),
    refundableTypes: view.refundableOnly ? [1, 2] : [],
  };
}

/** The URL params of a view (defaults left out), to add to the search's own params. */
export function resultsViewParams(view: Partial<ResultsView>): [string, string][] {
  const entries: [string, string][] = [];
  if (view.sort && view.sort.field !== "price") entries.push(["sort", view.sort.field]);
  for (const stop of view.stops ?? []) entries.push(["stops", String(stop)]);
  for (const code of view.airlines ?? []) entries.push(["airline", code]);
  for (const id of view.departureBuckets ?? []) entries.push(["depTime", id]);
  if (view.refundableOnly) entries.push(["refundable", "1"]);
  if (view.shown !== undefined && view.shown > RESULTS_PAGE_SIZE) {
    entries.push(["show", String(view.shown)]);
  }
  return entries;
}
