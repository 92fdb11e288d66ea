/** Refundable types of J§9: 0 non refundable, 1 refundable, 2 partial. */
export const REFUNDABLE_TYPES = [
  { value: 0, name: "NON_REFUNDABLE", label: "Non Refundable" },
  { value: 1, name: "REFUNDABLE", label: "Refundable" },
  { value: 2, name: "PARTIAL_REFUNDABLE", label: "Partial Refundable" },
] as const;

export type RefundableType = (typeof REFUNDABLE_TYPES)[number]["value"];

export function refundableTypeLabel(value: RefundableType): string {
  return REFUNDABLE_TYPES.find((entry) => entry.value === value)?.label ?? String(value);
}

export function isRefundableAtAll(value: RefundableType): boolean {
  return value !== 0;
}
