import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  fareAmountsVisibility,
  flowTypeFromUrl,
  groupMemberOf,
  isCorporateUser,
  isInRoleGroup,
  NO_AGENT_AMOUNTS,
  permissionsFor,
  type SearchQuery,
  searchUrlFlowProblems,
  type Trip,
  withMarkup,
  withoutAgentAmounts,
} from "@wayfare/domain";
import { messagesOffTheForm, searchFormSchema } from "@wayfare/forms";
import type { FullResults } from "../results/results-loader-data";
import { portalConfig } from "./config.server";
import type { ResultLists, SearchLists, SearchProgress } from "./flight-search.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { markupFromCookie } from "./markup.server";
import { searchOnce } from "./search-cache.server";

/**
 * What the user may do and see on the results: priced on net fares, share by email, put a
 * markup, an agent's amounts (decision 0052). An admin signed in is the spec's admin override.
 * Markup editing is off on a white-label partner's host (F§6, decision 0078).
 */
export async function resultsPermissions(service: ServiceGateway) {
  const subject = await service.signedInUser();
  const member = subject && groupMemberOf(subject);
  const permissions = member
    ? permissionsFor({
        ...member,
        clientMode: portalConfig.clientMode,
        config: {
          markupEditEnabled: portalConfig.markupEditEnabled,
          adminOverride: isInRoleGroup(member, "ADMIN"),
          whiteLabelHost: service.partner !== null,
        },
      })
    : undefined;
  return {
    isCorporate: member ? isCorporateUser(member) : false,
    canShare: permissions?.canShareByEmail ?? false,
    canEditMarkup: permissions?.canEditMarkup ?? false,
    agentAmounts: permissions ? fareAmountsVisibility(permissions) : NO_AGENT_AMOUNTS,
  };
}

/** The agent's markup in basis points (decision 0022); 0 for anyone who may not set one. */
export async function agentMarkup(service: ServiceGateway, request: Request): Promise<number> {
  return (await resultsPermissions(service)).canEditMarkup
    ? markupFromCookie(request.headers.get("cookie"))
    : 0;
}

export type ResultsSearch =
  | {
      kind: "problem";
      /** The search form's reading of the URL: its messages go next to the form's fields. */
      result: SubmissionResult<string[]>;
      /** What no field of the form shows: the flow's, the service's, a leg's. */
      messages: string[];
      status: number;
    }
  | {
      kind: "results";
      query: SearchQuery;
      /** Every batch is in the first answer: there is nothing to stream. */
      whole: boolean;
      /** The first batch's lists, at once. */
      first: FullResults;
      progress: SearchProgress;
      /** The lists due within the cut-off (J§4). */
      primary: Promise<FullResults>;
      /** Every list, the late ones apart. */
      full: Promise<FullResults>;
    };

/**
 * The search in the results URL, read with the search form's own schema (its fields, then
 * 1001–1006) and the flow's URL rules (F§5) before the service is asked; then its batches as they come, with whether the user is priced on net
 * fares. An agent's fares carry their markup (decision 0022).
 */
export async function resultsSearch(
  service: ServiceGateway,
  request: Request,
  url: URL,
  pace?: number,
): Promise<ResultsSearch> {
  const submission = parseWithZod(url.searchParams, { schema: searchFormSchema });
  const result = submission.reply();
  const flowProblems = searchUrlFlowProblems(url.searchParams, flowTypeFromUrl(url));
  if (submission.status !== "success" || flowProblems.length > 0) {
    const fieldErrors = submission.status === "error" ? submission.error : undefined;
    const messages = [...messagesOffTheForm(fieldErrors), ...flowProblems];
    return { kind: "problem", result, messages, status: 400 };
  }
  const query = submission.value;
  const stream = await searchOnce(service, query, request.signal, pace);
  if (!stream.ok) {
    const status = stream.httpStatus >= 400 && stream.httpStatus < 500 ? 400 : 502;
    const messages = stream.errors.map((error) => error.message);
    return { kind: "problem", result, messages, status };
  }
  const { isCorporate, canShare, canEditMarkup, agentAmounts } = await resultsPermissions(service);
  const markup = await agentMarkup(service, request);
  // What the user may not see is not sent to the page either.
  const basis = isCorporate ? "net" : "total";
  const priced = (lists: ResultLists) =>
    Object.fromEntries(
      Object.entries(lists).map(([key, trips]) => [
        key,
        trips?.map((trip: Trip) =>
          withoutAgentAmounts(withMarkup(trip, markup), agentAmounts, basis),
        ),
      ]),
    );
  const results = (lists: SearchLists): FullResults => ({
    tripInfos: priced(lists.tripInfos),
    lateTripInfos: priced(lists.lateTripInfos),
    isCorporate,
    canShare,
    canEditMarkup,
    markup,
    agentAmounts,
  });
  return {
    kind: "results",
    query,
    whole: stream.whole ?? false,
    first: results(stream.first),
    progress: stream.progress,
    primary: stream.primary.then(results),
    full: stream.full.then(results),
  };
}
