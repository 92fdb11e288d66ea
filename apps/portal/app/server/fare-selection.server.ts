import {
  completeSelection,
  FLIGHT_REVIEW_PATH,
  reviewPayloadSchema,
  SEARCH_RESULTS_PATH,
  SELECTION_PARAM_PREFIX,
  type SearchQuery,
  selectedPriceIds,
  selectionLegs,
} from "@wayfare/domain";
import { callAsUser } from "./booking.server";

export type SelectionOutcome =
  | { kind: "redirect"; to: string; headers?: HeadersInit }
  | { kind: "refused"; message: string; status: number; headers?: HeadersInit };

/**
 * The fare posted from a result card (`leg`, `priceId`) joins those already in the URL.
 * Until every leg has one, the results page is shown again with it; then the service
 * reviews the fares for the search's party, and the passenger page follows, told what
 * total the results showed so a changed price can be pointed out.
 */
export async function reviewSelection(
  request: Request,
  url: URL,
  query: SearchQuery,
  form: FormData,
): Promise<SelectionOutcome | undefined> {
  const legs = selectionLegs(query);
  const leg = form.get("leg");
  const priceId = form.get("priceId");
  if (typeof leg !== "string" || !legs.includes(leg) || typeof priceId !== "string") return;
  const next = new URLSearchParams(url.searchParams);
  next.set(`${SELECTION_PARAM_PREFIX}${leg}`, priceId);
  const selected = selectedPriceIds(next, legs);
  if (!selected[leg]) return;
  const priceIds = completeSelection(selected, legs);
  if (!priceIds) return { kind: "redirect", to: `${SEARCH_RESULTS_PATH}?${next}` };
  const review = await callAsUser(
    request,
    FLIGHT_REVIEW_PATH,
    { priceIds, passengers: query.paxInfo },
    reviewPayloadSchema,
  );
  const headers = review.setCookie ? { "set-cookie": review.setCookie } : undefined;
  if (!review.ok) {
    const message = review.errors[0]?.message ?? "";
    return {
      kind: "refused",
      message,
      status: review.httpStatus >= 400 ? review.httpStatus : 502,
      headers,
    };
  }
  const { bookingId, oldTotal } = review.payload;
  const to = `/flight/passengers?${new URLSearchParams({ bookingId, quoted: String(oldTotal) })}`;
  return { kind: "redirect", to, headers };
}
