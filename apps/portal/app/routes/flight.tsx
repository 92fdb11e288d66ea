import { LANDING_PATHS, recentSearchQueries, SEARCH_FORM_MESSAGES } from "@wayfare/domain";
import {
  multicityAddRefused,
  SEARCH_FORM_LABELS,
  searchFormValuesOf,
  searchFormValuesWithAirlines,
} from "@wayfare/forms";
import {
  DealsAndOffers,
  OffersAndNotices,
  PreferredAirlineChips,
  RecentSearches,
  type SearchFormValues,
  UpcomingTrips,
} from "@wayfare/ui";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { useFieldsTypedBeforeHydration } from "../changed-before-hydration";
import { FlightSearchForm } from "../components/flight-search-form";
import { SearchCoachTour } from "../components/search-coach-tour";
import { confirmationPath } from "../confirmation-path";
import { pageTitle } from "../page-title";
import { coachTourDue } from "../server/coach-tour.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { searchPageNotices } from "../server/offers.server";
import { searchFormData } from "../server/search-form-data.server";
import { upcomingTravelOf } from "../server/upcoming-travel.server";
import type { Route } from "./+types/flight";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Flight search") },
];

/**
 * J§2 /flight/: the airport and airline lists from the service, the recent searches cookie,
 * the offers and notices (F§7), and a signed-in user's upcoming travel and first-visit tour. A search in the URL fills the form: a form without
 * JavaScript comes back here when "Add another flight" is pressed, or a preferred airline
 * is chosen on the mobile home.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const [form, notices, upcomingTrips, coachTour] = await Promise.all([
    searchFormData(service, request),
    searchPageNotices(service),
    upcomingTravelOf(service),
    coachTourDue(service),
  ]);
  const values = searchFormValuesOf(url.searchParams);
  const legsMessage = multicityAddRefused(url.searchParams)
    ? SEARCH_FORM_MESSAGES.tooManyLegs
    : undefined;
  // Read here, so the browser shows them without the search's schema.
  const recentQueries = recentSearchQueries(form.recentSearches);
  return { ...form, notices, upcomingTrips, coachTour, values, legsMessage, recentQueries };
}

/**
 * Under 768 px the page is the mobile home (J§2): deals with copyable codes first, then the
 * preferred-airline chips that fill the search form, the form, the recent searches and the
 * notices. From 768 px the mobile-only sections are hidden and the offers sit beside the
 * notices as before.
 */
export default function FlightSearchPage({ loaderData }: Route.ComponentProps) {
  const { notices, upcomingTrips, coachTour, recentQueries, ...form } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const { search } = useLocation();
  // A chip chosen with JavaScript: the form's own values with that airline, until the page loads again.
  const [chosen, setChosen] = useState<{
    from: typeof form.values;
    values: Partial<SearchFormValues>;
  }>();
  const values = chosen?.from === form.values ? chosen.values : form.values;
  const chooseAirlines = (codes: string[]) => {
    const formData = formRef.current ? new FormData(formRef.current) : undefined;
    setChosen({ from: form.values, values: searchFormValuesWithAirlines(formData, codes) });
  };
  // Typed on a slow connection before the scripts ran: the form starts again from it.
  useFieldsTypedBeforeHydration(formRef, values, (fields) =>
    setChosen({ from: form.values, values: searchFormValuesOf(fields) }),
  );
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">{SEARCH_FORM_LABELS.heading}</h1>
      {coachTour ? <SearchCoachTour next={`${LANDING_PATHS.flightSearch}${search}`} /> : null}
      {/* Its id ("deals") is the bottom menu's Offers tab's target. */}
      <DealsAndOffers offers={notices.offers} className="md:hidden" />
      <PreferredAirlineChips
        airlines={form.airlines}
        chosen={values.preferredAirlines ?? []}
        action={LANDING_PATHS.flightSearch}
        keep={[...new URLSearchParams(search)]}
        onChoose={chooseAirlines}
        className="md:hidden"
      />
      <FlightSearchForm key={JSON.stringify(values)} {...form} values={values} formRef={formRef} />
      <UpcomingTrips trips={upcomingTrips} bookingHref={confirmationPath} />
      <RecentSearches searches={recentQueries} airports={form.airports} />
      <OffersAndNotices {...notices} offersClassName="hidden md:block" />
    </div>
  );
}
