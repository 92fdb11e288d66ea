/**
 * Fare types of J§9 with display labels. "OFFER_FARE (with or without PNR)" and
 * "OFFER_RETURN_FARE (with or without PNR)" become two codes each. The spec gives no labels:
 * they are the codes in title case, with the airline-brand spellings for SME and TJ Flex.
 */
export const FARE_TYPES = [
  { fareType: "PUBLISHED", label: "Published" },
  { fareType: "SALE", label: "Sale" },
  { fareType: "CORPORATE", label: "Corporate" },
  { fareType: "SME", label: "SME" },
  { fareType: "FLEXI", label: "Flexi" },
  { fareType: "SPECIAL_RETURN", label: "Special Return" },
  { fareType: "OFFER_FARE_WITH_PNR", label: "Offer Fare (with PNR)" },
  { fareType: "OFFER_FARE_WITHOUT_PNR", label: "Offer Fare (without PNR)" },
  { fareType: "OFFER_RETURN_FARE_WITH_PNR", label: "Offer Return Fare (with PNR)" },
  { fareType: "OFFER_RETURN_FARE_WITHOUT_PNR", label: "Offer Return Fare (without PNR)" },
  { fareType: "MARINE", label: "Marine" },
  { fareType: "STUDENT", label: "Student" },
  { fareType: "SENIOR_CITIZEN", label: "Senior Citizen" },
  { fareType: "TJ_FLEX", label: "TJ Flex" },
  { fareType: "SUPER_6E", label: "Super 6E" },
  { fareType: "FLEXI_OFFER_FARE", label: "Flexi Offer Fare" },
  { fareType: "CORPORATE_LITE", label: "Corporate Lite" },
  { fareType: "CORPORATE_FLEX", label: "Corporate Flex" },
  { fareType: "CORPORATE_GOMORE", label: "Corporate GoMore" },
] as const;

export type FareType = (typeof FARE_TYPES)[number]["fareType"];

export const FARE_TYPE_VALUES = FARE_TYPES.map((entry) => entry.fareType) as [
  FareType,
  ...FareType[],
];

export function fareTypeLabel(fareType: FareType): string {
  return FARE_TYPES.find((entry) => entry.fareType === fareType)?.label ?? fareType;
}

export function isFareType(value: unknown): value is FareType {
  return FARE_TYPE_VALUES.some((fareType) => fareType === value);
}

/**
 * Fare display order of J§9. It names fare brands (fare identifiers such as "Flexi Plus"),
 * not only fare types, so it is matched on normalised names; unlisted fares come after.
 */
export const FARE_DISPLAY_ORDER = [
  "SME",
  "Flexi Plus",
  "Tactical",
  "Sale",
  "Family",
  "Published",
] as const;

function normaliseFareName(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, " ");
}

const DISPLAY_RANK = new Map<string, number>(
  FARE_DISPLAY_ORDER.map((name, index) => [normaliseFareName(name), index]),
);

/** Position in the display order ("SALE", "Sale" and "sale" match); unlisted names rank last. */
export function fareDisplayRank(name: string): number {
  return DISPLAY_RANK.get(normaliseFareName(name)) ?? FARE_DISPLAY_ORDER.length;
}

/** Stable sort of fares by display order (unlisted ones keep their relative order). */
export function sortByFareDisplayOrder<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: fareDisplayRank(nameOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
