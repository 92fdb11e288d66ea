import type { SubmissionResult } from "@conform-to/react";
import type { SearchQuery } from "@wayfare/domain";
import { type FormEvent, useRef, useState } from "react";
import { SEARCH_FORM_FIELDS, type SearchFormField } from "./search-form-fields";

type Errors = Record<string, string[] | null | undefined>;
type CheckSearchForm = typeof import("./search-form").checkSearchForm;

// The shared schema (and Zod and Conform's parser with it) is imported when the visitor
// first focuses the form or submits it, not on the page's first load.
let checkLoaded: Promise<CheckSearchForm> | undefined;
const loadCheck = () => {
  checkLoaded ??= import("./search-form").then((module) => module.checkSearchForm);
  return checkLoaded;
};

const FORM_ID = "flight-search";
const fieldId = (name: string) => `${FORM_ID}-${name}`;

/**
 * The search form in the browser: the shared schema checks it on submit (no request when
 * invalid; the messages appear next to the fields, and again on each input once refused),
 * then `onSearch` gets the domain's SearchQuery and the page navigates to its canonical URL.
 * Without JavaScript none of this runs: the GET form submits to /flight/list, which reads
 * the query with the same schema and, when it refuses it, shows this form again with
 * `lastResult`.
 */
export function useSearchForm(
  onSearch: (query: SearchQuery) => void,
  /** The server's reading of a refused search URL: its messages show next to the fields. */
  lastResult?: SubmissionResult<string[]>,
) {
  const [errors, setErrors] = useState<Errors>(lastResult?.error ?? {});
  const refused = useRef(lastResult !== undefined);

  const check = async (form: HTMLFormElement) => {
    const submission = (await loadCheck())(new FormData(form));
    setErrors(submission.reply().error ?? {});
    return submission;
  };
  const formProps = {
    id: FORM_ID,
    noValidate: true,
    onFocus: () => void loadCheck(),
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (refused.current) void check(event.currentTarget);
    },
    onSubmit: async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const submission = await check(event.currentTarget);
      refused.current = submission.status !== "success";
      if (submission.status === "success") onSearch(submission.value);
    },
  };
  const errorsOf = (name: string) => errors[name] ?? [];
  return {
    formProps,
    /** Said of the search as a whole (too few or too many multicity flights). */
    formErrors: errorsOf(""),
    errors: Object.fromEntries(SEARCH_FORM_FIELDS.map((name) => [name, errorsOf(name)])) as Record<
      SearchFormField,
      string[]
    >,
    ids: Object.fromEntries(SEARCH_FORM_FIELDS.map((name) => [name, fieldId(name)])) as Record<
      SearchFormField,
      string
    >,
    errorSummary: SEARCH_FORM_FIELDS.flatMap((name) =>
      errorsOf(name).map((message) => ({ fieldId: fieldId(name), message })),
    ),
  };
}
