import {
  decodeSearchUrl,
  encodeSearchUrl,
  flowTypeFromUrl,
  isCorporateUser,
  readTokenClaims,
  searchQueryErrors,
  searchUrlProblems,
  selectedPriceIds,
  selectionLegs,
} from "@wayfare/domain";
import { Alert, LoadingProgress } from "@wayfare/ui";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { PolicyReasonForm } from "../components/flight-results/policy-reason-form";
import { ResultListSection } from "../components/flight-results/result-list";
import { ResultsViewForm } from "../components/flight-results/results-view-form";
import { SearchProblem } from "../components/flight-results/search-problem";
import { SelectionSummary } from "../components/flight-results/selection-summary";
import { recordRecentSearch } from "../recent-searches";
import { requireToken } from "../server/booking.server";
import { reviewSelection } from "../server/fare-selection.server";
import { legSelections, pairedWithSelection, resultsPage } from "../server/flight-results.server";
import { searchAllBatches } from "../server/flight-search.server";
import type { Route } from "./+types/flight.list";

export const meta: Route.MetaFunction = () => [{ title: "Flight results · Wayfare" }];

/**
 * The search in the URL (domain codec), checked (F§5 and 1001–1006) before the service is
 * asked; then every batch, merged, sorted and filtered by the view params in the URL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = requireToken(request);
  const url = new URL(request.url);
  const problems = searchUrlProblems(url.searchParams, flowTypeFromUrl(url));
  const query = decodeSearchUrl(url.searchParams);
  if (problems.length > 0 || !query) {
    return data({ kind: "problem" as const, messages: problems }, { status: 400 });
  }
  const errors = searchQueryErrors(query, new Date());
  if (errors.length > 0) {
    const messages = errors.map((error) => error.message);
    return data({ kind: "problem" as const, messages }, { status: 400 });
  }
  const outcome = await searchAllBatches(token, query);
  if (!outcome.ok) {
    const status = outcome.httpStatus >= 400 && outcome.httpStatus < 500 ? 400 : 502;
    const messages = outcome.errors.map((error) => error.message);
    return data({ kind: "problem" as const, messages }, { status });
  }
  const subject = readTokenClaims(token)?.subject;
  const isCorporate = subject
    ? isCorporateUser({ role: subject.role, gps: subject.additionalInfo.gps })
    : false;
  const legs = selectionLegs(query);
  const selected = selectedPriceIds(url.searchParams, legs);
  const tripInfos = pairedWithSelection(outcome.tripInfos, selected);
  const page = resultsPage(url, query, tripInfos, {
    basis: isCorporate ? "net" : "total",
    isCorporate,
  });
  const [first] = query.routeInfos;
  const route = `${first?.fromCityOrAirport} to ${first?.toCityOrAirport}`;
  const heading = {
    ONEWAY: `Flights from ${route}`,
    RETURN: `Flights from ${route} and back`,
    MULTICITY: `Multi-city flights from ${first?.fromCityOrAirport}`,
  }[query.tripType];
  // Searches made without JavaScript are remembered here; with it, the form already did.
  const recentSearches = recordRecentSearch(request.headers.get("cookie"), encodeSearchUrl(query));
  const selection = legs.length > 1 ? legSelections(legs, selected, page, tripInfos) : [];
  return data(
    { kind: "results" as const, heading, page, selected, selection },
    { headers: { "set-cookie": recentSearches } },
  );
}

/**
 * A fare chosen in a card: remembered in the URL (`sel.<leg>`) until every leg has one, then
 * reviewed by the service and on to the passenger details; a refusal shows its message.
 */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const query = decodeSearchUrl(url.searchParams);
  const form = await request.formData();
  const outcome = query ? await reviewSelection(request, url, query, form) : undefined;
  if (!outcome) {
    const selectionError = "Please choose a fare of a flight in the list.";
    return data({ selectionError, policyReason: null }, 400);
  }
  if (outcome.kind === "redirect") throw redirect(outcome.to, { headers: outcome.headers });
  if (outcome.kind === "reason-needed") {
    const { leg, priceId, errors, values } = outcome;
    return data(
      { selectionError: null, policyReason: { leg, priceId, errors, values } },
      { status: 400, headers: outcome.headers },
    );
  }
  return data(
    { selectionError: outcome.message, policyReason: null },
    { status: outcome.status, headers: outcome.headers },
  );
}

export default function FlightResults({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  if (loaderData.kind === "problem") return <SearchProblem messages={loaderData.messages} />;
  const { heading, page, selected, selection } = loaderData;
  const updating =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/flight/list");
  const summary = page.lists
    .map((list) => `${list.title}: ${list.matching} of ${list.total} flights`)
    .join(". ");
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <Link to="/flight" className="font-semibold text-link underline">
          Modify search
        </Link>
      </div>
      <p role="status" className="mt-2 mb-4 text-sm text-fg-muted">
        {summary}
      </p>
      {actionData?.selectionError ? (
        <Alert tone="error" title="This fare could not be booked" className="mb-4">
          {actionData.selectionError}
        </Alert>
      ) : null}
      {actionData?.policyReason ? (
        <PolicyReasonForm
          key={JSON.stringify(actionData.policyReason)}
          request={actionData.policyReason}
          cancelHref={`${location.pathname}${location.search}`}
        />
      ) : null}
      {selection.length > 0 ? <SelectionSummary legs={selection} /> : null}
      <ResultsViewForm view={page.view} airlines={page.airlines} searchParams={page.searchParams}>
        {updating ? <LoadingProgress className="mb-4" /> : null}
        <div className={page.lists.length > 1 ? "grid gap-6 xl:grid-cols-2" : "grid gap-6"}>
          {page.lists.map((list) => (
            <ResultListSection
              key={list.key}
              list={list}
              pricingBasis={page.pricingBasis}
              clearHref={page.clearHref}
              selectedPriceId={selected[list.key]}
            />
          ))}
        </div>
        {page.moreHref ? (
          <p className="mt-4">
            <Link
              to={page.moreHref}
              preventScrollReset
              className="font-semibold text-link underline"
            >
              Show more flights
            </Link>
          </p>
        ) : null}
      </ResultsViewForm>
    </>
  );
}
