import { resultsSearch } from "../server/results-search.server";
import type { Route } from "./+types/flight.list.trips";

/**
 * The full result lists of the search in the query, for the results page to sort and
 * filter in the browser without asking the server again (J§2 /flight/list).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const search = await resultsSearch(request);
  const headers = { "cache-control": "private, no-store" };
  if (search.kind === "problem") {
    return Response.json({ messages: search.messages }, { status: search.status, headers });
  }
  const { tripInfos, lateTripInfos, isCorporate, canShare, canEditMarkup, markup } = search;
  return Response.json(
    { tripInfos, lateTripInfos, isCorporate, canShare, canEditMarkup, markup },
    { headers },
  );
}
