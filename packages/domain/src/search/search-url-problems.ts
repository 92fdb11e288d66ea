import type { FlowType } from "../flow/flow-type";
import { AIRPORT_CODE_PATTERN, isTravelDate } from "./search-query";
import { decodeSearchUrl } from "./search-url";
import { isSearchUrlValid } from "./search-url-validity";

/**
 * Why a /flight/list URL cannot be searched, in words a user can act on. The spec gives the
 * validity rule (F§5) but no message: these sentences are ours. Empty when the URL decodes
 * to a search query (the query's own checks, 1001–1006, are `searchQueryErrors`).
 */
export const SEARCH_URL_PROBLEMS = {
  from: (value: string) => `The origin "${value}" is not a 3-letter airport code.`,
  to: (value: string) => `The destination "${value}" is not a 3-letter airport code.`,
  dep: "The departure date is missing or not a date (yyyy-mm-dd).",
  pClass: "The cabin class is missing.",
  other:
    "The link's trip type, return date, cabin class, passenger counts or airlines can't be read.",
} as const;

export function searchUrlProblems(params: URLSearchParams, flowType: FlowType): string[] {
  const problems: string[] = [];
  for (const key of ["from", "to"] as const) {
    const value = (params.get(key) ?? "").trim();
    if (!AIRPORT_CODE_PATTERN.test(value.toUpperCase()))
      problems.push(SEARCH_URL_PROBLEMS[key](value));
  }
  if (!isTravelDate((params.get("dep") ?? "").trim())) problems.push(SEARCH_URL_PROBLEMS.dep);
  if (flowType === "PREBOOKING" && (params.get("pClass") ?? "").trim() === "") {
    problems.push(SEARCH_URL_PROBLEMS.pClass);
  }
  if (problems.length > 0) return problems;
  if (!isSearchUrlValid(params, flowType) || !decodeSearchUrl(params)) {
    return [SEARCH_URL_PROBLEMS.other];
  }
  return [];
}
