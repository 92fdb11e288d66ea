/**
 * Trip types with their numeric URL values: ONEWAY=0, RETURN=1, MULTICITY=2 (F§4, J§4).
 * J§9 calls the second one ROUNDTRIP: it is accepted as an alias of RETURN and is the
 * source of the "Round Trip" label.
 */
export const TRIP_TYPES = [
  { type: "ONEWAY", value: 0, label: "One Way" },
  { type: "RETURN", value: 1, label: "Round Trip" },
  { type: "MULTICITY", value: 2, label: "Multi City" },
] as const;

export type TripType = (typeof TRIP_TYPES)[number]["type"];
export type TripTypeValue = (typeof TRIP_TYPES)[number]["value"];

export const TRIP_TYPE_VALUES = TRIP_TYPES.map((entry) => entry.type) as [TripType, ...TripType[]];

const TRIP_TYPE_ALIASES: Readonly<Record<string, TripType>> = { ROUNDTRIP: "RETURN" };

export function tripTypeValue(type: TripType): TripTypeValue {
  return TRIP_TYPES.find((entry) => entry.type === type)?.value ?? 0;
}

export function tripTypeFromValue(value: number | string): TripType | undefined {
  return TRIP_TYPES.find((entry) => String(entry.value) === String(value))?.type;
}

/** A trip type from its name (ONEWAY, RETURN, ROUNDTRIP, MULTICITY), case-insensitive. */
export function tripTypeFromName(name: string): TripType | undefined {
  const upper = name.trim().toUpperCase();
  return TRIP_TYPE_ALIASES[upper] ?? TRIP_TYPE_VALUES.find((type) => type === upper);
}

export function tripTypeLabel(type: TripType): string {
  return TRIP_TYPES.find((entry) => entry.type === type)?.label ?? type;
}
