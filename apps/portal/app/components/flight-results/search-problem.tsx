import type { SubmissionResult } from "@conform-to/react";
import { Alert, type SearchFormValues } from "@wayfare/ui";
import { useRef } from "react";
import { useFocusOnArrival } from "../../focus-on-arrival";
import { FlightSearchForm, type FlightSearchFormProps } from "../flight-search-form";

interface SearchProblemProps
  extends Pick<FlightSearchFormProps, "airports" | "airlines" | "dateRange" | "recentSearches"> {
  /** Why the search can't be run, when the form's own fields do not say it. */
  messages: readonly string[];
  refused: { values: Partial<SearchFormValues>; result: SubmissionResult<string[]> };
}

/**
 * A search the results page can't run: the search form again, with what was asked and the
 * field's message where a field is wrong (with or without JavaScript), else why.
 */
export function SearchProblem({ messages, refused, ...form }: SearchProblemProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef);
  return (
    <div className="flex flex-col gap-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        We couldn't search for flights
      </h1>
      {messages.length > 0 ? (
        <Alert tone="error" title="This search can't be run" live={false}>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <FlightSearchForm {...form} values={refused.values} result={refused.result} />
    </div>
  );
}
