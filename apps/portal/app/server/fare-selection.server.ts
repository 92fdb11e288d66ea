import { parseWithZod } from "@conform-to/zod/v4";
import {
  combinedSelection,
  completeSelection,
  endpoints,
  POLICY_REASON_MESSAGES,
  SEARCH_RESULTS_PATH,
  SELECTION_PARAM_PREFIX,
  type SearchQuery,
  selectedPriceIds,
  selectionLegs,
} from "@wayfare/domain";
import { fareChoiceFormSchema, type PostedPolicyReason } from "@wayfare/forms";
import {
  SELECTION_BOX_ID,
  SELECTION_REVIEW_INTENT,
} from "../components/flight-results/selection-box";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { checkedPolicyReason, type PolicyReasonErrors } from "./policy-reason.server";

export type SelectionOutcome =
  | { kind: "redirect"; to: string }
  | { kind: "refused"; message: string; status: number }
  | {
      kind: "reason-needed";
      leg: string;
      priceId: string;
      /** The answer's problems, when a reason was posted and is not acceptable. */
      errors: PolicyReasonErrors;
      /** What was posted, shown again. */
      values: { code?: string; text?: string };
    };

/** The fares to review and the fare a policy reason is asked about, or where to go instead. */
type Chosen =
  | {
      kind: "review";
      priceIds: string[];
      leg: string;
      priceId: string;
      policyReason?: PostedPolicyReason;
    }
  | { kind: "redirect"; to: string };

/**
 * What a post from the results asks for. A fare from a result card (`leg`, `priceId`) joins
 * those already in the URL: a one-way fare, a combined round trip, or a fare posted again
 * with its policy reason is reviewed at once; otherwise the results are shown again with it,
 * and with the selection box once every leg has a fare (J§4). The box's continue posts
 * SELECTION_REVIEW_INTENT: every leg's fare, from the URL, is reviewed.
 */
function chosenFares(url: URL, query: SearchQuery, form: FormData): Chosen | undefined {
  const legs = selectionLegs(query);
  if (form.get("intent") === SELECTION_REVIEW_INTENT) {
    const priceIds = completeSelection(selectedPriceIds(url.searchParams, legs), legs);
    const leg = legs.at(-1) ?? "";
    const priceId = priceIds?.at(-1);
    return priceIds && priceId ? { kind: "review", priceIds, leg, priceId } : undefined;
  }
  const submission = parseWithZod(form, { schema: fareChoiceFormSchema });
  if (submission.status !== "success") return;
  const { leg, priceId, policyReason } = submission.value;
  const combined = combinedSelection(query, leg, priceId);
  if (combined) return { kind: "review", priceIds: combined, leg, priceId, policyReason };
  if (!legs.includes(leg)) return;
  const next = new URLSearchParams(url.searchParams);
  next.set(`${SELECTION_PARAM_PREFIX}${leg}`, priceId);
  const selected = selectedPriceIds(next, legs);
  if (!selected[leg]) return;
  const priceIds = completeSelection(selected, legs);
  if (priceIds && (legs.length === 1 || policyReason)) {
    return { kind: "review", priceIds, leg, priceId, policyReason };
  }
  const box = priceIds ? `#${SELECTION_BOX_ID}` : "";
  return { kind: "redirect", to: `${SEARCH_RESULTS_PATH}?${next}${box}` };
}

/**
 * The fares chosen on the results reviewed by the service for the search's party, then the
 * passenger page, told what total the results showed so a changed price can be pointed out.
 * A corporate user's fare above the lowest comes back asking for a policy reason, posted with
 * the fare again.
 */
export async function reviewSelection(
  service: ServiceGateway,
  url: URL,
  query: SearchQuery,
  form: FormData,
): Promise<SelectionOutcome | undefined> {
  const chosen = chosenFares(url, query, form);
  if (chosen?.kind !== "review") return chosen;
  const { priceIds, leg, priceId, policyReason } = chosen;
  const { reason, errors, values } = checkedPolicyReason(policyReason);
  if (Object.keys(errors).length > 0) {
    return { kind: "reason-needed", leg, priceId, errors, values };
  }
  const review = await service.call(endpoints.flightReview, {
    priceIds,
    passengers: query.paxInfo,
    policyReason: reason,
  });
  if (!review.ok && review.errors[0]?.message === POLICY_REASON_MESSAGES.required) {
    return { kind: "reason-needed", leg, priceId, errors: {}, values };
  }
  if (!review.ok) {
    const message = review.errors[0]?.message ?? "";
    return {
      kind: "refused",
      message,
      status: review.httpStatus >= 400 ? review.httpStatus : 502,
    };
  }
  const { bookingId, oldTotal } = review.payload;
  const to = `/flight/passengers?${new URLSearchParams({ bookingId, quoted: String(oldTotal) })}`;
  return { kind: "redirect", to };
}
