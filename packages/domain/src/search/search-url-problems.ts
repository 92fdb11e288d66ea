import type { FlowType } from "../flow/flow-type";
import { isSearchUrlValid } from "./search-url-validity";

/**
 * Why a /flight/list URL cannot be searched in its flow (F§5: PREBOOKING needs pClass,
 * REISSUE a bookingId…), in words a user can act on; the spec gives the rule but no message,
 * so these sentences are ours. Each field's own problem (an airport, a date, a count) is the
 * search form's message at that field (packages/forms).
 */
export const SEARCH_URL_PROBLEMS = {
  pClass: "The cabin class is missing.",
  other: "This link's search can't be run here.",
} as const;

export function searchUrlFlowProblems(params: URLSearchParams, flowType: FlowType): string[] {
  if (isSearchUrlValid(params, flowType)) return [];
  const noCabin = flowType === "PREBOOKING" && (params.get("pClass") ?? "").trim() === "";
  return [noCabin ? SEARCH_URL_PROBLEMS.pClass : SEARCH_URL_PROBLEMS.other];
}
