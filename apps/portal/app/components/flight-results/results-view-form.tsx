import { type ResultsView, resultsViewParams, type TripSortField } from "@wayfare/domain";
import { changedBeforeHydration, FilterPanel, NativeButton, SkipLink, SortBar } from "@wayfare/ui";
import { lazy, type ReactNode, type Ref, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useNavigate, useSubmit } from "react-router";
import { usePressedBeforeHydration } from "../../pressed-before-hydration";
import { viewChosenInForms } from "./view-chosen-before-hydration";

interface ResultsViewFormProps {
  view: ResultsView;
  /** The orders offered: commission too for a user who sees it (the page's `sortFields`). */
  sortFields?: readonly TripSortField[];
  airlines: { code: string; name: string }[];
  searchParams: [string, string][];
  /** Matching flights in the lists shown, for the drawer's "Show" button. */
  matching: number;
  /**
   * Shows the view of `href` in the page at once (no navigation) and answers true, or
   * answers false when it cannot (the search is still loading): the form is then submitted.
   */
  onApply: (href: string) => boolean;
  /** Changes when the page navigates: the boxes and chips start again from the view. */
  resetKey: string;
  /** The results, beside the filters. */
  children: ReactNode;
}

const DRAWER_FORM_ID = "results-sort-and-filter";
/** The results beside the filters, where "Skip to flights" moves focus. */
const FLIGHTS_ID = "flights";

/** Loaded when the drawer is first opened (see the module). */
const ResultsViewDrawer = lazy(async () => ({
  default: (await import("./results-view-drawer")).ResultsViewDrawer,
}));

/** The URL a GET form would navigate to: this page with the form's fields as its query. */
function hrefOf(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, String(value));
  return `${window.location.pathname}?${query}`;
}

function hiddenFields(params: [string, string][]) {
  return params.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}

/**
 * One of the page's GET forms: its own controls plus the rest of the view in hidden fields.
 * Submitted (by its button), it applies in the page like any change.
 */
function ViewForm({
  ref,
  label,
  carried,
  onApply,
  className,
  children,
}: {
  ref: Ref<HTMLFormElement>;
  label: string;
  carried: [string, string][];
  onApply: (form: HTMLFormElement) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      ref={ref}
      method="get"
      aria-label={label}
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        onApply(event.currentTarget);
      }}
      className={className}
    >
      {hiddenFields(carried)}
      {children}
    </Form>
  );
}

/**
 * Sort and filters as GET forms that carry the rest of the view in hidden fields: without
 * JavaScript "Sort" or "Apply" reloads the page with the view in the URL; with it, any change
 * re-sorts and re-filters the lists in the page at once (`onApply`; the URL is replaced, so it
 * still holds the view). React Aria's inputs keep their change events to themselves, so the
 * controls report changes. Sort is one compact row above the results; the filters sit beside
 * them from 768 px. Narrower, they fold away behind a native disclosure without JavaScript,
 * and with it sort and filters open together in the library's Drawer (loaded when first
 * opened).
 */
export function ResultsViewForm({
  view,
  sortFields,
  airlines,
  searchParams,
  matching,
  onApply,
  resetKey,
  children,
}: ResultsViewFormProps) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const sortForm = useRef<HTMLFormElement>(null);
  const filterForm = useRef<HTMLFormElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is rendered from its first opening on (it stays, closed, for the next one).
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerChanges, setDrawerChanges] = useState(0);
  const openDrawer = () => {
    setDrawerOpened(true);
    setDrawerOpen(true);
  };
  // Tapped while the page was painted but not yet hydrated: it opens now.
  const drawerButtonMarks = usePressedBeforeHydration(openDrawer);
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    if (!onApply(hrefOf(form))) submit(form, { preventScrollReset: true, replace: true });
  };
  // The control's own state is committed first, so the form's inputs hold the new view; the
  // lists then change in this same click, before the next paint.
  const applyNow = (form: () => HTMLFormElement | null) => {
    flushSync(() => {});
    apply(form());
  };
  const applySort = () => applyNow(() => sortForm.current);
  const applyFilters = () => applyNow(() => filterForm.current);
  const applyDrawer = () => {
    applyNow(() => document.getElementById(DRAWER_FORM_ID) as HTMLFormElement | null);
    setDrawerChanges((count) => count + 1);
  };
  // A chip or box the reader changed while the page was painted but not yet hydrated is
  // applied now: no change event of theirs reached the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the forms are hydrated
  useEffect(() => {
    const sort = sortForm.current;
    const filters = filterForm.current;
    if (!sort || !filters) return;
    if (!changedBeforeHydration(sort) && !changedBeforeHydration(filters)) return;
    const href = viewChosenInForms(sort, filters, searchParams, sortFields);
    if (!onApply(href)) navigate(href, { replace: true, preventScrollReset: true });
  }, []);
  // Under 768 px, with JavaScript, the drawer holds sort and filters instead.
  const wideOnly = "scripted:max-md:hidden";

  const sortField = view.sort.field;
  const filterParams = resultsViewParams({ ...view, sort: undefined, shown: undefined });
  const sortParams = resultsViewParams({ sort: view.sort });
  const active = filterParams.length;
  // The page's controls start again from the view when it changed elsewhere (a navigation,
  // the drawer), never after their own change (that would move focus away).
  const controlsKey = `${resetKey}|${drawerChanges}`;
  const filterPanel = (onChange: () => void, headingLevel: 2 | 3 = 2) => (
    <FilterPanel value={view} airlines={airlines} headingLevel={headingLevel} onChange={onChange} />
  );
  return (
    <div className="grid gap-x-6 gap-y-3 md:grid-cols-[13rem_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-wrap items-center gap-3 md:col-start-2">
        <NativeButton
          {...drawerButtonMarks}
          variant="secondary"
          size="sm"
          className="unscripted:hidden md:hidden"
          onClick={openDrawer}
        >
          Sort and filter{active > 0 ? ` (${active})` : ""}
        </NativeButton>
        <ViewForm
          ref={sortForm}
          label="Sort flights"
          carried={[...searchParams, ...filterParams]}
          onApply={apply}
          className={`flex items-center gap-2 max-md:w-full max-md:overflow-x-auto ${wideOnly}`}
        >
          <SortBar
            key={controlsKey}
            value={sortField}
            orders={sortFields}
            onChange={applySort}
            className="max-md:shrink-0 max-md:flex-nowrap"
          />
          <NativeButton type="submit" variant="secondary" size="sm" className="scripted:hidden">
            Sort
          </NativeButton>
        </ViewForm>
      </div>
      <ViewForm
        ref={filterForm}
        label="Filter flights"
        carried={[...searchParams, ...sortParams]}
        onApply={apply}
        className={`md:col-start-1 md:row-span-2 md:row-start-1 ${wideOnly}`}
      >
        {/* A dozen filter boxes stand between the sort and the first flight: a way past them. */}
        <SkipLink placement="inline" targetId={FLIGHTS_ID}>
          Skip to flights
        </SkipLink>
        <details className="md:[&::details-content]:[content-visibility:visible]">
          <summary className="min-h-8 cursor-pointer py-1 font-semibold text-link md:hidden">
            Show filters{active > 0 ? ` (${active} selected)` : ""}
          </summary>
          <div key={controlsKey} className="flex flex-col gap-4">
            {filterPanel(applyFilters)}
            <NativeButton type="submit" variant="secondary" className="self-start">
              Apply
            </NativeButton>
          </div>
        </details>
      </ViewForm>
      {drawerOpened ? (
        <Suspense fallback={null}>
          <ResultsViewDrawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} matching={matching}>
            <form id={DRAWER_FORM_ID} method="get" aria-label="Sort and filter flights">
              {hiddenFields(searchParams)}
              <SortBar
                value={sortField}
                orders={sortFields}
                onChange={applyDrawer}
                className="mb-4"
              />
              {filterPanel(applyDrawer, 3)}
            </form>
          </ResultsViewDrawer>
        </Suspense>
      ) : null}
      <div id={FLIGHTS_ID} tabIndex={-1} className="min-w-0 outline-none md:col-start-2">
        {children}
      </div>
    </div>
  );
}
