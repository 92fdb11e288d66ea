import { type Paise, paise } from "../money/money";

/**
 * Fast forward (priority check-in) is sold per adult and child; infants ride with an adult.
 * Total = unit amount × (adults + children − inactive passengers) (J§5).
 */
export interface FastForwardCount {
  adults: number;
  children: number;
  inactivePassengers: number;
}

export function fastForwardTotal(unitAmount: Paise, count: FastForwardCount): Paise {
  const passengers = Math.max(0, count.adults + count.children - count.inactivePassengers);
  return paise(unitAmount * passengers);
}

/** Fast-forward SSR keys are ADULT<n> and CHILD<n> (J§3), numbered from 1 per type. */
export function fastForwardKey(type: "ADULT" | "CHILD", index: number): string {
  return `${type}${index + 1}`;
}
