import { parseWithZod } from "@conform-to/zod/v4";
import {
  encodeSearchUrl,
  endpoints,
  readSearchUrl,
  type SearchQuery,
  searchUrlParams,
} from "@wayfare/domain";
import {
  MARKUP_ACTION_FIELD,
  SHARE_FLIGHTS_INTENT,
  searchFormValuesOf,
  searchOfUrl,
  shareFlightsFormSchema,
  submissionMessages,
} from "@wayfare/forms";
import { Alert, FareDateStrip, type FareDateStripDay, LoadingProgress } from "@wayfare/ui";
import { lazy, useRef } from "react";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { combinedViewChosen, combinedViewCookie } from "../combined-view-cookie";
import {
  COMBINED_VIEW_INTENT,
  CombinedViewForm,
} from "../components/flight-results/combined-view-form";
import { LoadAllNotice } from "../components/flight-results/load-all-notice";
import { MarkupForm } from "../components/flight-results/markup-form";
import { ResultListSection } from "../components/flight-results/result-list";
import { ResultsViewForm } from "../components/flight-results/results-view-form";
import { ScriptsOffNotice } from "../components/flight-results/scripts-off-notice";
import { SearchProgress } from "../components/flight-results/search-progress";
import { SelectionBox } from "../components/flight-results/selection-box";
import { ShareFlightsForm } from "../components/flight-results/share-flights-form";
import { useFocusOnArrival } from "../focus-on-arrival";
import { pageTitle } from "../page-title";
import { recordRecentSearch } from "../recent-searches";
import { arrivingFullResults } from "../results/full-results-cache";
import { resultsLoaderData } from "../results/results-loader-data";
import { flightsFound, type StreamedResults } from "../results/streamed-results";
import { useInstantView } from "../results/use-instant-view";
import { useStreamedResults } from "../results/use-streamed-results";
import { reviewSelection } from "../server/fare-selection.server";
import { addResponseCookie, serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import { markupUpdate } from "../server/markup.server";
import { nearbyDayFares } from "../server/nearby-fares.server";
import { resultsPermissions, resultsSearch } from "../server/results-search.server";
import { streamedResults } from "../server/results-stream.server";
import { searchFormData } from "../server/search-form-data.server";
import type { Route } from "./+types/flight.list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Flight results") },
];

/**
 * The search in the URL, checked and run on the service batch by batch (J§4), shown in the
 * view the URL asks for: sorted, filtered, and the fares chosen so far.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const search = await resultsSearch(service, request, url);
  if (search.kind === "problem") {
    // A wrong field is told at the field, as in the browser: the form's schema read the URL.
    const refused = { values: searchFormValuesOf(url.searchParams), result: search.result };
    const form = await searchFormData(service, request);
    return data(
      { kind: "problem" as const, messages: search.messages, refused, ...form },
      { status: search.status },
    );
  }
  // Searches made without JavaScript are remembered here; with it, the form already did.
  addResponseCookie(
    context,
    recordRecentSearch(request.headers.get("cookie"), encodeSearchUrl(search.query)),
  );
  // The nearby days' fares are asked beside the search: the page waits for neither alone.
  const [results, nearbyDays] = await Promise.all([
    streamedResults(request, url, search),
    nearbyDayFares(service, request, search.query),
  ]);
  return { ...results, nearbyDays };
}

/**
 * In the browser, a new sort, filter or "show more" of a search whose every batch this tab
 * already holds is computed here, with the same code, without a round trip; anything else
 * (a new search, or one still loading) asks the server.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // Read with the codec alone, unchecked (no Zod in the browser): only a search whose
  // canonical key this tab holds, which the server checked, is used.
  const query = readSearchUrl(url.searchParams);
  const searchKey = query ? searchUrlParams(query).toString() : "";
  const results = query ? await arrivingFullResults(searchKey) : undefined;
  if (!query || !results) return serverLoader();
  const view = resultsLoaderData(url, query, results, combinedViewChosen(document.cookie), true);
  const full = Promise.resolve({ view });
  return {
    kind: "results" as const,
    searchKey,
    detailsWhenOpened: true,
    view,
    stage: "full" as const,
    progress: null,
    primary: null,
    full,
  };
}

/** The ticked flights emailed to the agent's client (the service prices them again). */
async function shareFlights(service: ServiceGateway, query: SearchQuery, form: FormData) {
  const submission = parseWithZod(form, { schema: shareFlightsFormSchema });
  const answer = (share: { sent?: string; errors?: string[] }, status = 200) =>
    data({ selectionError: null, policyReason: null, share, markupErrors: null }, status);
  if (submission.status !== "success") {
    return answer({ errors: submissionMessages(submission) }, 400);
  }
  const { shareEmail: email, share: priceIds } = submission.value;
  const shared = await service.call(endpoints.shareFlights, {
    email,
    priceIds,
    passengers: query.paxInfo,
  });
  if (!shared.ok) return answer({ errors: shared.errors.map((e) => e.message) }, 400);
  const { flights, recipient } = shared.payload;
  return answer({ sent: `${flights} flight${flights > 1 ? "s" : ""} shared with ${recipient}.` });
}

/**
 * A fare chosen in a card: remembered in the URL (`sel.<leg>`) until every leg has one, then
 * reviewed by the service and on to the passenger details; a refusal shows its message. Or
 * the ticked flights shared by email.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const service = serviceOf(context);
  const query = searchOfUrl(url.searchParams);
  const form = await request.formData();
  if (query && form.get("intent") === SHARE_FLIGHTS_INTENT) {
    return shareFlights(service, query, form);
  }
  if (form.get("intent") === COMBINED_VIEW_INTENT) {
    // A display choice: kept between visits, then the same results again.
    addResponseCookie(context, combinedViewCookie(form.get("combined") === "1"));
    throw redirect(`${url.pathname}${url.search}`);
  }
  if (form.has(MARKUP_ACTION_FIELD)) {
    const { canEditMarkup } = await resultsPermissions(service);
    const update = markupUpdate(form, canEditMarkup);
    if (update.ok) {
      addResponseCookie(context, update.cookie);
      throw redirect(`${url.pathname}${url.search}`);
    }
    const answer = { selectionError: null, policyReason: null, share: null };
    return data({ ...answer, markupErrors: update.errors }, 400);
  }
  const outcome = query ? await reviewSelection(service, url, query, form) : undefined;
  if (!outcome) {
    const selectionError = "Please choose a fare of a flight in the list.";
    return data({ selectionError, policyReason: null, share: null, markupErrors: null }, 400);
  }
  if (outcome.kind === "redirect") throw redirect(outcome.to);
  if (outcome.kind === "reason-needed") {
    const { leg, priceId, errors, values } = outcome;
    return data(
      {
        selectionError: null,
        policyReason: { leg, priceId, errors, values },
        share: null,
        markupErrors: null,
      },
      400,
    );
  }
  return data(
    { selectionError: outcome.message, policyReason: null, share: null, markupErrors: null },
    outcome.status,
  );
}

/**
 * A search the page can't run shows the search form again: rare, and the form is most of the
 * page's JavaScript, so the browser imports it only then. No Suspense boundary is around it,
 * so the server renders it completely (it works without JavaScript) and hydration waits for
 * it instead of showing a fallback.
 */
const SearchProblem = lazy(async () => ({
  default: (await import("../components/flight-results/search-problem")).SearchProblem,
}));

/**
 * The corporate policy reason (a dialog with JavaScript, Radix Dialog) is asked for only after
 * a fare above the lowest was chosen, so it too is imported only then, the same way.
 */
const PolicyReasonForm = lazy(async () => ({
  default: (await import("../components/flight-results/policy-reason-form")).PolicyReasonForm,
}));

export default function FlightResults({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "problem") return <SearchProblem {...loaderData} />;
  const nearbyDays = "nearbyDays" in loaderData ? loaderData.nearbyDays : [];
  return <ResultsScreen results={loaderData} nearbyDays={nearbyDays} actionData={actionData} />;
}

function ResultsScreen({
  results,
  nearbyDays,
  actionData,
}: {
  results: StreamedResults;
  /** The same search on the days around its departure, with their fares. */
  nearbyDays: readonly FareDateStripDay[];
  actionData: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const location = useLocation();
  // After a search from another page, the results' heading has focus (and is announced).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef);
  const streamed = useStreamedResults(results);
  const { stage } = streamed;
  const instant = useInstantView(results, streamed.view);
  const { view } = instant;
  const { heading, searchFacts, page, selected, selection, canShare, canEditMarkup, markup } = view;
  const { lateCount, loadAllHref } = view;
  const viewHref = instant.href ?? `${location.pathname}${location.search}`;
  const updating =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/flight/list");
  const summary = page.lists
    .map((list) => `${list.title}: ${list.matching} of ${list.total} flights`)
    .join(". ");
  const matching = page.lists.reduce((count, list) => count + list.matching, 0);
  return (
    <>
      {/* The agent's markup sits beside the heading: the sort row keeps one line, and the
          first flights stay above the fold without JavaScript too. */}
      <div className="mb-3 flex flex-wrap items-start gap-x-6 gap-y-2">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none md:text-2xl"
          >
            {heading}
          </h1>
          <p className="text-sm text-fg-muted">
            {searchFacts}
            {" · "}
            {/* The search page reads the search from its URL: the form comes filled in. */}
            <Link to={`/flight${location.search}`} className="font-semibold text-link underline">
              Modify search
            </Link>
          </p>
        </div>
        {canEditMarkup ? (
          <MarkupForm
            markup={markup}
            firstTrip={page.lists[0]?.trips[0]}
            errors={actionData?.markupErrors ?? undefined}
          />
        ) : null}
      </div>
      {nearbyDays.length > 0 ? (
        <FareDateStrip
          days={nearbyDays}
          current={new URLSearchParams(location.search).get("dep") ?? ""}
          className="mb-2 md:mb-3"
        />
      ) : null}
      {/* Each list says the same under its heading; this one is for screen readers. */}
      <p role="status" className="sr-only">
        {summary}
      </p>
      {results.detailsWhenOpened ? <ScriptsOffNotice loadAllHref={loadAllHref} /> : null}
      <SearchProgress
        results={results}
        stage={stage}
        found={flightsFound(view)}
        loadAllHref={loadAllHref}
      />
      {lateCount > 0 ? <LoadAllNotice count={lateCount} href={loadAllHref} /> : null}
      {actionData?.selectionError ? (
        <Alert tone="error" title="This fare could not be booked" className="mb-4">
          {actionData.selectionError}
        </Alert>
      ) : null}
      {actionData?.policyReason ? (
        <PolicyReasonForm
          key={JSON.stringify(actionData.policyReason)}
          request={actionData.policyReason}
          cancelHref={viewHref}
        />
      ) : null}
      {selection.length > 0 ? <SelectionBox legs={selection} /> : null}
      {page.combinedView ? <CombinedViewForm on={page.combinedView.on} /> : null}
      <ResultsViewForm
        view={page.view}
        sortFields={page.sortFields}
        airlines={page.airlines}
        searchParams={page.searchParams}
        matching={matching}
        onApply={instant.apply}
        resetKey={location.key}
      >
        {updating && stage === "full" ? <LoadingProgress className="mb-4" /> : null}
        <div className={page.lists.length > 1 ? "grid gap-6 xl:grid-cols-2" : "grid gap-6"}>
          {page.lists.map((list) => (
            <ResultListSection
              key={list.key}
              list={list}
              pricingBasis={page.pricingBasis}
              agentAmounts={page.agentAmounts}
              keepFareOrder={page.keepFareOrder}
              clearHref={page.clearHref}
              viewHref={viewHref}
              selectedPriceId={selected[list.key]}
              canShare={canShare}
              detailsWhenOpened={results.detailsWhenOpened}
              onlyList={page.lists.length === 1}
            />
          ))}
        </div>
        {page.moreHref ? (
          <p className="mt-4">
            <Link
              to={page.moreHref}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-link underline"
            >
              Show more flights
            </Link>
          </p>
        ) : null}
        {canShare ? (
          <div className="mt-6">
            <ShareFlightsForm outcome={actionData?.share} />
          </div>
        ) : null}
      </ResultsViewForm>
    </>
  );
}
