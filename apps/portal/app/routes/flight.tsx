import { SEARCH_FORM_MESSAGES } from "@wayfare/domain";
import { multicityAddRefused, SEARCH_FORM_LABELS, searchFormValuesOf } from "@wayfare/forms";
import { OffersAndNotices, RecentSearches } from "@wayfare/ui";
import { FlightSearchForm } from "../components/flight-search-form";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { searchPageNotices } from "../server/offers.server";
import { searchFormData } from "../server/search-form-data.server";
import type { Route } from "./+types/flight";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Flight search") }];

/**
 * J§2 /flight/: the airport and airline lists from the service, the recent searches cookie,
 * and the offers and notices (F§7). A search in the URL fills the form: a form without
 * JavaScript comes back here when "Add another flight" is pressed.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const [form, notices] = await Promise.all([
    searchFormData(service, request),
    searchPageNotices(service),
  ]);
  const values = searchFormValuesOf(url.searchParams);
  const legsMessage = multicityAddRefused(url.searchParams)
    ? SEARCH_FORM_MESSAGES.tooManyLegs
    : undefined;
  return { ...form, notices, values, legsMessage };
}

export default function FlightSearchPage({ loaderData }: Route.ComponentProps) {
  const { notices, ...form } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">{SEARCH_FORM_LABELS.heading}</h1>
      <FlightSearchForm key={JSON.stringify(form.values)} {...form} />
      <RecentSearches searches={form.recentSearches} airports={form.airports} />
      <OffersAndNotices {...notices} />
    </div>
  );
}
