import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SearchQuery } from "@wayfare/domain";
import type { z } from "zod";
import { SEARCH_FORM_FIELDS, searchFormSchema } from "./search-form";

/**
 * The search form in the browser: the shared schema checks it on submit (no request when
 * invalid; the messages appear next to the fields), then `onSearch` gets the domain's
 * SearchQuery and the page navigates to its canonical URL. Without JavaScript none of this
 * runs: the GET form submits to /flight/list, which reads the query with the same schema
 * and, when it refuses it, shows this form again with `lastResult`.
 */
export function useSearchForm(
  onSearch: (query: SearchQuery) => void,
  /** The server's reading of a refused search URL: its messages show next to the fields. */
  lastResult?: SubmissionResult<string[]>,
) {
  return useForm<z.input<typeof searchFormSchema>, SearchQuery>({
    id: "flight-search",
    lastResult,
    constraint: undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: searchFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success") onSearch(submission.value);
    },
  });
}

/**
 * The form's fields in SEARCH_FORM_FIELDS order. The schema names the multicity legs'
 * fields by a pattern (origin_N…), which the fields' type cannot index, so they are looked
 * up by name here.
 */
export function searchFormFieldList(
  fields: ReturnType<typeof useSearchForm>[1],
): FieldMetadata<unknown>[] {
  const byName = fields as unknown as Record<string, FieldMetadata<unknown>>;
  return SEARCH_FORM_FIELDS.map((name) => byName[name] as FieldMetadata<unknown>);
}
