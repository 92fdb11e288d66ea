import { getFormProps } from "@conform-to/react";
import {
  AIRPORT_LIST_PATH,
  type AirportListPayload,
  addRecentSearch,
  airportListPayloadSchema,
  catalogueError,
  encodeSearchUrl,
  SEARCH_RESULTS_PATH,
} from "@wayfare/domain";
import {
  errorSummaryItems,
  SEARCH_FORM_FIELDS,
  SEARCH_FORM_LABELS,
  useSearchForm,
} from "@wayfare/forms";
import { FormErrorSummary, RecentSearches, SearchForm } from "@wayfare/ui";
import { data, Form, useNavigate, useNavigation } from "react-router";
import { SearchPageNotices } from "../components/search-page-notices";
import { pageTitle } from "../page-title";
import { parseRecentSearches, recentSearchesCookie } from "../recent-searches";
import { callContext } from "../server/call-context.server";
import { searchPageNotices } from "../server/offers.server";
import { serviceClient } from "../server/service.server";
import type { Route } from "./+types/flight";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Flight search") }];

/**
 * J§2 /flight/: the airport list from the service, the recent searches cookie, and the
 * offers and notices (F§7).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const client = await serviceClient();
  const [result, notices] = await Promise.all([
    client.call<AirportListPayload>("GET", AIRPORT_LIST_PATH, undefined, callContext(request)),
    searchPageNotices(),
  ]);
  const payload = result.ok ? airportListPayloadSchema.safeParse(result.payload) : undefined;
  if (!payload?.success) {
    throw data({ errors: result.ok ? [catalogueError("502")] : result.errors }, { status: 502 });
  }
  const airports = payload.data.airports.map(({ code, city, name, country }) => ({
    code,
    city,
    name,
    country,
  }));
  return {
    airports,
    notices,
    recentSearches: parseRecentSearches(request.headers.get("cookie")),
  };
}

export default function FlightSearchPage({ loaderData }: Route.ComponentProps) {
  const { airports, notices, recentSearches } = loaderData;
  const navigate = useNavigate();
  const [form, fields] = useSearchForm((query) => {
    const url = encodeSearchUrl(query);
    const searchedAt = new Date().toISOString();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is built and encoded in one place (recent-searches.ts).
    document.cookie = recentSearchesCookie(addRecentSearch(recentSearches, { url, searchedAt }));
    navigate(url);
  });
  const searching = useNavigation().location?.pathname === SEARCH_RESULTS_PATH;
  const formFields = SEARCH_FORM_FIELDS.map((name) => fields[name]);

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold">{SEARCH_FORM_LABELS.heading}</h1>
      <FormErrorSummary errors={errorSummaryItems(formFields)} />
      <Form method="get" action={SEARCH_RESULTS_PATH} {...getFormProps(form)}>
        <SearchForm
          airports={airports}
          errors={Object.fromEntries(formFields.map((field) => [field.name, field.errors ?? []]))}
          ids={Object.fromEntries(formFields.map((field) => [field.name, field.id]))}
          isSubmitting={searching}
          labels={{ submit: SEARCH_FORM_LABELS.submit }}
        />
      </Form>
      <RecentSearches searches={recentSearches} airports={airports} />
      <SearchPageNotices {...notices} />
    </div>
  );
}
