import { MULTICITY_MAX_LEGS, searchLegParams } from "@wayfare/domain";

/**
 * The search form's field names, apart from its schema (search-form.ts) so that the
 * browser's first visit to the search page downloads no Zod: the schema is imported when
 * the form is first checked (use-search-form.ts).
 */
export const LEG_PARTS = ["origin", "destination", "depDate"] as const;
export type LegField = `${(typeof LEG_PARTS)[number]}_${number}`;
/** Legs after the first of a multicity search: origin_N, destination_N, depDate_N. */
export const LATER_LEGS = Array.from({ length: MULTICITY_MAX_LEGS - 1 }, (_, index) => index + 1);
export const LATER_LEG_FIELDS = LATER_LEGS.flatMap((n) =>
  LEG_PARTS.map((part) => searchLegParams(n)[part] as LegField),
);
/** Present only to refuse a sixth leg. */
export const BEYOND_LAST_LEG = searchLegParams(MULTICITY_MAX_LEGS).origin;

export const SEARCH_FORM_FIELDS = [
  "tripType",
  "from",
  "to",
  "dep",
  "ret",
  ...LATER_LEG_FIELDS,
  "ADT",
  "CHD",
  "INF",
  "pClass",
  "pft",
  "connection",
  "prefAirCode",
] as const;
export type SearchFormField = (typeof SEARCH_FORM_FIELDS)[number];

/** The page's heading; the form's own words are the ui SearchForm's defaults. */
export const SEARCH_FORM_LABELS = { heading: "Flight search" } as const;
