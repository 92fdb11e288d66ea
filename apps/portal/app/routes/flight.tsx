import { SEARCH_FORM_LABELS } from "@wayfare/forms";
import { OffersAndNotices, RecentSearches } from "@wayfare/ui";
import { FlightSearchForm } from "../components/flight-search-form";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { searchPageNotices } from "../server/offers.server";
import { searchFormData } from "../server/search-form-data.server";
import type { Route } from "./+types/flight";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Flight search") }];

/**
 * J§2 /flight/: the airport list from the service, the recent searches cookie, and the
 * offers and notices (F§7).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const [form, notices] = await Promise.all([
    searchFormData(service, request),
    searchPageNotices(service),
  ]);
  return { ...form, notices };
}

export default function FlightSearchPage({ loaderData }: Route.ComponentProps) {
  const { airports, notices, recentSearches } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">{SEARCH_FORM_LABELS.heading}</h1>
      <FlightSearchForm airports={airports} recentSearches={recentSearches} />
      <RecentSearches searches={recentSearches} airports={airports} />
      <OffersAndNotices {...notices} />
    </div>
  );
}
