import { decodeResultsView, resultsViewParams, type TripSortField } from "@wayfare/domain";
import { formFields } from "../../changed-before-hydration";

/**
 * The view the reader chose in both forms: the sort form's order with the filter form's
 * filters (each form carries the other's part of the view as it was rendered).
 */
export function viewChosenInForms(
  sortForm: HTMLFormElement,
  filterForm: HTMLFormElement,
  searchParams: [string, string][],
  sortFields: readonly TripSortField[] | undefined,
): string {
  const filtered = decodeResultsView(formFields(filterForm), sortFields);
  const sorted = decodeResultsView(formFields(sortForm), sortFields);
  const query = new URLSearchParams([
    ...searchParams,
    ...resultsViewParams({ ...filtered, sort: sorted.sort, shown: undefined }),
  ]);
  return `${window.location.pathname}?${query}`;
}
