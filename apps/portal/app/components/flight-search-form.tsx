import type { SubmissionResult } from "@conform-to/react";
import {
  addRecentSearch,
  encodeSearchUrl,
  type FareCalendarRequest,
  LANDING_PATHS,
  type RecentSearch,
  SEARCH_RESULTS_PATH,
} from "@wayfare/domain";
import { useSearchForm } from "@wayfare/forms";
import {
  type AirlineChoice,
  type Airport,
  FormErrorSummary,
  SearchForm,
  type SearchFormValues,
} from "@wayfare/ui";
import type { Ref } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { recentSearchesCookie } from "../recent-searches";

// Imported when a calendar first asks for a route's fares: its response schema is Zod's.
const loadCalendarFares = async (ask: FareCalendarRequest) =>
  (await import("../fare-calendar-client")).loadCalendarFares(ask);

export interface FlightSearchFormProps {
  airports: readonly Airport[];
  airlines: readonly AirlineChoice[];
  /** The first and last days a search may ask for, "yyyy-mm-dd". */
  dateRange: { min: string; max: string };
  recentSearches: readonly RecentSearch[];
  /** What the form starts with: a search asked for again, or one being built without script. */
  values?: Partial<SearchFormValues>;
  /** A refused search: the server's messages per field. */
  result?: SubmissionResult<string[]>;
  /** Said about a multicity trip's flights as a whole (a sixth asked for without script). */
  legsMessage?: string;
  /** The form element, for a page that reads what the visitor has entered so far. */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The search form of /flight, and of /flight/list when it refuses the search in its URL:
 * a GET form to the results page that works without JavaScript (its "Add another flight"
 * comes back to /flight with one more); with it, the shared schema checks it first and the
 * page navigates to the canonical URL, remembered as a recent search. The schema's code is
 * imported when the form is first focused or submitted (useSearchForm).
 */
export function FlightSearchForm({
  airports,
  airlines,
  dateRange,
  recentSearches,
  values,
  result,
  legsMessage,
  formRef,
}: FlightSearchFormProps) {
  const navigate = useNavigate();
  const search = useSearchForm((query) => {
    const url = encodeSearchUrl(query);
    const searchedAt = new Date().toISOString();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is built and encoded in one place (recent-searches.ts).
    document.cookie = recentSearchesCookie(addRecentSearch(recentSearches, { url, searchedAt }));
    navigate(url);
  }, result);
  const searching = useNavigation().location?.pathname === SEARCH_RESULTS_PATH;
  const wholeSearchMessage = search.formErrors[0] ?? legsMessage;
  return (
    <>
      <FormErrorSummary errors={search.errorSummary} />
      <Form ref={formRef} method="get" action={SEARCH_RESULTS_PATH} {...search.formProps}>
        <SearchForm
          airports={airports}
          airlines={airlines}
          defaultValues={values}
          errors={search.errors}
          ids={search.ids}
          legsMessage={wholeSearchMessage}
          minDate={dateRange.min}
          maxDate={dateRange.max}
          addLegAction={LANDING_PATHS.flightSearch}
          loadFares={loadCalendarFares}
          isSubmitting={searching}
        />
      </Form>
    </>
  );
}
