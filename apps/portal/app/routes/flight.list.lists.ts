import { data } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { resultsSearch } from "../server/results-search.server";
import type { Route } from "./+types/flight.list.lists";

/**
 * The whole result lists of a search as JSON, for the results page to sort and filter in the
 * browser (decision 0045). The page itself carries only the flights it shows; once they are
 * all in, the page fetches this. The search is the one the user has already waited for, so
 * its batches are asked for at once. Private to the user (fares carry an agent's markup).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const search = await resultsSearch(serviceOf(context), request, url, 0);
  if (search.kind === "problem") {
    return data({ messages: search.messages }, { status: search.status });
  }
  return Response.json(await search.full, {
    headers: { "Cache-Control": "private, max-age=300" },
  });
}
