/** Passenger types (J§9) with the codes the search URL uses (ADT, CHD, INF, J§2). */
export const PAX_TYPES = [
  { type: "ADULT", code: "ADT", label: "Adult" },
  { type: "CHILD", code: "CHD", label: "Child" },
  { type: "INFANT", code: "INF", label: "Infant" },
] as const;

export type PaxType = (typeof PAX_TYPES)[number]["type"];
export type PaxTypeCode = (typeof PAX_TYPES)[number]["code"];

export const PAX_TYPE_VALUES = PAX_TYPES.map((entry) => entry.type) as [PaxType, ...PaxType[]];
export const PAX_TYPE_CODES = PAX_TYPES.map((entry) => entry.code) as [
  PaxTypeCode,
  ...PaxTypeCode[],
];

export function paxTypeCode(type: PaxType): PaxTypeCode {
  return PAX_TYPES.find((entry) => entry.type === type)?.code ?? "ADT";
}

export function paxTypeFromCode(code: string): PaxType | undefined {
  return PAX_TYPES.find((entry) => entry.code === code)?.type;
}

export function paxTypeLabel(type: PaxType): string {
  return PAX_TYPES.find((entry) => entry.type === type)?.label ?? type;
}
