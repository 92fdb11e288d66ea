/**
 * The result lists of J§3 (multicity lists are keyed by search id instead); apart from the
 * trip schemas, so that the results page downloads no Zod.
 */
export const RESULT_GROUPS = ["ONWARD", "RETURN", "COMBO"] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];
