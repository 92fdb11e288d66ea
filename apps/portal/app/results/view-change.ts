import { SEARCH_RESULTS_PATH } from "@wayfare/domain";
import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A new sort, filter or page of the results is computed in the browser (flight.list's
 * clientLoader); the layouts above it read nothing from the query, so they keep their data
 * instead of asking the server again.
 */
export function isResultsViewChange({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs): boolean {
  const isGet = formMethod === undefined || formMethod.toUpperCase() === "GET";
  const results = (url: URL) => `${url.pathname.replace(/\/$/, "")}/` === SEARCH_RESULTS_PATH;
  return isGet && results(currentUrl) && results(nextUrl);
}
