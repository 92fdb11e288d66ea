import type { ResultsView } from "@wayfare/domain";
import { Button, FilterPanel, SortBar } from "@wayfare/ui";
import { type ReactNode, useRef } from "react";
import { Form, useSubmit } from "react-router";

interface ResultsViewFormProps {
  view: ResultsView;
  airlines: { code: string; name: string }[];
  searchParams: [string, string][];
  /** The results, laid out beside the filters. */
  children: ReactNode;
}

/**
 * Sort and filters as one GET form: without JavaScript "Apply" reloads the page with the
 * view in the URL; with it, any change submits at once (the URL still holds the view). React
 * Aria's inputs keep their change events to themselves, so the panels report changes.
 * The results sit beside the form, not in it, because each card has its own fare form; the
 * form is `display: contents` so filters, sort bar and results share one grid.
 */
export function ResultsViewForm({ view, airlines, searchParams, children }: ResultsViewFormProps) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // After the change has reached the inputs, so the form posts the new view.
  const applyNow = () =>
    setTimeout(() => {
      if (form.current) submit(form.current, { preventScrollReset: true, replace: true });
    });
  const active =
    view.stops.length +
    view.airlines.length +
    view.departureBuckets.length +
    (view.refundableOnly ? 1 : 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <Form
        ref={form}
        method="get"
        aria-label="Sort and filter flights"
        preventScrollReset
        className="contents"
      >
        {searchParams.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Narrow screens: filters fold away behind a native disclosure; wide: always shown. */}
        <details className="lg:row-span-2 lg:[&::details-content]:[content-visibility:visible]">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-link lg:hidden">
            Show filters{active > 0 ? ` (${active} selected)` : ""}
          </summary>
          <FilterPanel
            value={view}
            airlines={airlines}
            onChange={applyNow}
            actions={
              <Button type="submit" variant="secondary">
                Apply
              </Button>
            }
          />
        </details>
        <SortBar
          value={view.sort.field === "commission" ? "price" : view.sort.field}
          onChange={applyNow}
        />
      </Form>
      <div className="min-w-0 lg:col-start-2">{children}</div>
    </div>
  );
}
