import type { FareType } from "./fare-types";

/**
 * The fare type a search asks for: REGULAR (the default, J§4) or one of the preferred fare
 * types of J§9, STUDENT and SENIOR_CITIZEN. REGULAR means "no preference" and is not sent
 * as a fare type to the supplier.
 */
export const REGULAR_FARE_TYPE = "REGULAR";
export const PREFERRED_FARE_TYPES = ["STUDENT", "SENIOR_CITIZEN"] as const satisfies FareType[];

export const SEARCH_FARE_TYPES = [REGULAR_FARE_TYPE, ...PREFERRED_FARE_TYPES] as const;
export type SearchFareType = (typeof SEARCH_FARE_TYPES)[number];
export type PreferredFareType = (typeof PREFERRED_FARE_TYPES)[number];

export const DEFAULT_SEARCH_FARE_TYPE: SearchFareType = REGULAR_FARE_TYPE;

export const SEARCH_FARE_TYPE_LABELS: Readonly<Record<SearchFareType, string>> = {
  REGULAR: "Regular",
  STUDENT: "Student",
  SENIOR_CITIZEN: "Senior Citizen",
};

export function isPreferredFareType(value: unknown): value is PreferredFareType {
  return PREFERRED_FARE_TYPES.some((fareType) => fareType === value);
}
