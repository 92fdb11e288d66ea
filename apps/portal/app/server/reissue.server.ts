import {
  endpoints,
  type FlowType,
  flowTypeFromUrl,
  type ReissueConfirmRequest,
  type ReissueQuoteRequest,
  reissueIdSchema,
  type Trip,
} from "@wayfare/domain";
import { data } from "react-router";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { resultsSearch } from "./results-search.server";

/** A journey leg moved to another date or cabin (decision 0069), as the signed-in user. */

/** The flow a reissue page is in: RESCHEDULE when the URL says so, else REISSUE. */
export function reissueFlowOf(url: URL): Extract<FlowType, "REISSUE" | "RESCHEDULE"> {
  return flowTypeFromUrl(url) === "RESCHEDULE" ? "RESCHEDULE" : "REISSUE";
}

/** `?reissueId=RI…`; a link that is not one of ours explains itself. */
export function reissueIdFrom(request: Request): string {
  const parsed = reissueIdSchema.safeParse(new URL(request.url).searchParams.get("reissueId"));
  if (!parsed.success) throw data({ message: "This link to a booking change is not valid." }, 400);
  return parsed.data;
}

export type ReissueFlights =
  | { kind: "none" }
  | { kind: "problem"; messages: string[] }
  | { kind: "flights"; trips: Trip[] };

const MAX_FLIGHTS_SHOWN = 8;

/**
 * The new flights of a reissue search: the page's URL is a one-way search URL with the
 * bookingId and flow type (F§5, J§5), read and run as the results page does; before a date
 * is asked, nothing.
 */
export async function reissueFlights(
  service: ServiceGateway,
  request: Request,
): Promise<ReissueFlights> {
  const url = new URL(request.url);
  if (!url.searchParams.has("dep")) return { kind: "none" };
  const searched = await resultsSearch(service, request, url);
  if (searched.kind === "problem") {
    const fields = Object.values(searched.result.error ?? {}).flatMap((errors) => errors ?? []);
    return { kind: "problem", messages: [...fields, ...searched.messages] };
  }
  const { tripInfos } = await searched.full;
  // Non-stop flights first, each by departure: every fare of a flight is a choice.
  const trips = (tripInfos.ONWARD ?? [])
    .toSorted(
      (a, b) =>
        a.segments.length - b.segments.length ||
        (a.segments[0]?.departureTime ?? "").localeCompare(b.segments[0]?.departureTime ?? ""),
    )
    .slice(0, MAX_FLIGHTS_SHOWN);
  return { kind: "flights", trips };
}

export function quoteReissue(service: ServiceGateway, body: ReissueQuoteRequest) {
  return service.call(endpoints.reissueQuote, body);
}

export function reissueDetails(service: ServiceGateway, reissueId: string) {
  return service.call(endpoints.reissueDetails, { reissueId });
}

export function confirmReissue(service: ServiceGateway, body: ReissueConfirmRequest) {
  return service.call(endpoints.reissueConfirm, body);
}
