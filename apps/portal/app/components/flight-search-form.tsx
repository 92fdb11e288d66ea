import { getFormProps, type SubmissionResult } from "@conform-to/react";
import {
  addRecentSearch,
  encodeSearchUrl,
  type RecentSearch,
  SEARCH_RESULTS_PATH,
} from "@wayfare/domain";
import { errorSummaryItems, SEARCH_FORM_FIELDS, useSearchForm } from "@wayfare/forms";
import { type Airport, FormErrorSummary, SearchForm, type SearchFormValues } from "@wayfare/ui";
import { Form, useNavigate, useNavigation } from "react-router";
import { recentSearchesCookie } from "../recent-searches";

interface FlightSearchFormProps {
  airports: readonly Airport[];
  recentSearches: readonly RecentSearch[];
  /** A refused search: what it asked for, and the server's messages per field. */
  refused?: { values: Partial<SearchFormValues>; result: SubmissionResult<string[]> };
}

/**
 * The search form of /flight, and of /flight/list when it refuses the search in its URL:
 * a GET form to the results page that works without JavaScript; with it, the shared schema
 * checks it first and the page navigates to the canonical URL, remembered as a recent search.
 */
export function FlightSearchForm({ airports, recentSearches, refused }: FlightSearchFormProps) {
  const navigate = useNavigate();
  const [form, fields] = useSearchForm((query) => {
    const url = encodeSearchUrl(query);
    const searchedAt = new Date().toISOString();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is built and encoded in one place (recent-searches.ts).
    document.cookie = recentSearchesCookie(addRecentSearch(recentSearches, { url, searchedAt }));
    navigate(url);
  }, refused?.result);
  const searching = useNavigation().location?.pathname === SEARCH_RESULTS_PATH;
  const formFields = SEARCH_FORM_FIELDS.map((name) => fields[name]);
  return (
    <>
      <FormErrorSummary errors={errorSummaryItems(formFields)} />
      <Form method="get" action={SEARCH_RESULTS_PATH} {...getFormProps(form)}>
        <SearchForm
          airports={airports}
          defaultValues={refused?.values}
          errors={Object.fromEntries(formFields.map((field) => [field.name, field.errors ?? []]))}
          ids={Object.fromEntries(formFields.map((field) => [field.name, field.id]))}
          isSubmitting={searching}
        />
      </Form>
    </>
  );
}
