/**
 * Cabin classes of J§9. The search form defaults to Economy (J§4); the results filter
 * defaults to ALL (J§9), which is not a class a passenger can book.
 */
export const CABIN_CLASSES = [
  { cabinClass: "ECONOMY", label: "Economy" },
  { cabinClass: "PREMIUM_ECONOMY", label: "Premium Economy" },
  { cabinClass: "BUSINESS", label: "Business" },
  { cabinClass: "FIRST", label: "First" },
  { cabinClass: "MIXED", label: "Mixed class" },
] as const;

export type CabinClass = (typeof CABIN_CLASSES)[number]["cabinClass"];

export const CABIN_CLASS_VALUES = CABIN_CLASSES.map((entry) => entry.cabinClass) as [
  CabinClass,
  ...CabinClass[],
];

export const DEFAULT_CABIN_CLASS: CabinClass = "ECONOMY";

export const CABIN_CLASS_FILTER_ALL = "ALL";
export type CabinClassFilter = CabinClass | typeof CABIN_CLASS_FILTER_ALL;
export const DEFAULT_CABIN_CLASS_FILTER: CabinClassFilter = CABIN_CLASS_FILTER_ALL;

export function cabinClassLabel(cabinClass: CabinClass): string {
  return CABIN_CLASSES.find((entry) => entry.cabinClass === cabinClass)?.label ?? cabinClass;
}

/** Reads a class by code or by label ("Premium Economy", "PREMIUM_ECONOMY"), case-insensitive. */
export function cabinClassFromText(text: string): CabinClass | undefined {
  const wanted = text.trim().toUpperCase().replace(/\s+/g, "_");
  return CABIN_CLASSES.find(
    (entry) =>
      entry.cabinClass === wanted || entry.label.toUpperCase().replace(/\s+/g, "_") === wanted,
  )?.cabinClass;
}

export function matchesCabinClassFilter(cabinClass: CabinClass, filter: CabinClassFilter) {
  return filter === CABIN_CLASS_FILTER_ALL || filter === cabinClass;
}
