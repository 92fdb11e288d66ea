import { decodeResultsView, resultsViewParams, type TripSortField } from "@wayfare/domain";

/**
 * Whether the reader changed a control of `form` before the page hydrated. The browser keeps
 * what was chosen and React keeps it at hydration (setting `defaultChecked` and
 * `defaultValue` from the view it rendered), but no change event ever reached the page.
 */
export function changedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll("input")].some((input) =>
    input.type === "radio" || input.type === "checkbox"
      ? input.checked !== input.defaultChecked
      : input.value !== input.defaultValue,
  );
}

const fieldsOf = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]),
  );

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
  const filtered = decodeResultsView(fieldsOf(filterForm), sortFields);
  const sorted = decodeResultsView(fieldsOf(sortForm), sortFields);
  const query = new URLSearchParams([
    ...searchParams,
    ...resultsViewParams({ ...filtered, sort: sorted.sort, shown: undefined }),
  ]);
  return `${window.location.pathname}?${query}`;
}
