import { differenceInCalendarDays } from "date-fns";
import { TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS } from "../config/limits";
import { addMoney, type Paise, paise } from "../money/money";

/**
 * Trip insurance state of J§3/J§4. The fare is SP (selling price) + SPGST (its GST) = TF;
 * AC (agent commission) is the agent's side. A one-way trip is insured for the default 4
 * days; a return trip from departure to return day, both days included.
 */
export interface TripInsuranceFare {
  SP: Paise;
  SPGST: Paise;
  AC: Paise;
  TF: Paise;
}

export function tripInsuranceFare(
  sp: Paise,
  spGst: Paise,
  agentCommission: Paise,
): TripInsuranceFare {
  return { SP: sp, SPGST: spGst, AC: agentCommission, TF: addMoney(sp, spGst) };
}

export function tripInsuranceDays(departure: Date, returnDate?: Date): number {
  if (!returnDate) return TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS;
  return Math.max(1, differenceInCalendarDays(returnDate, departure) + 1);
}

/** Trip insurance is cleared when no insurance item is available: every item has isio false. */
export function isTripInsuranceUnavailable(items: readonly { isio: boolean }[]): boolean {
  return items.every((item) => !item.isio);
}

export interface TripInsuranceState {
  finalNoOfDays: number;
  tripSafePriceChecked: boolean;
  selectedInsuranceValue?: string;
  ageConfirmed: boolean;
  fairTotalPrice: TripInsuranceFare;
}

export const CLEARED_TRIP_INSURANCE: TripInsuranceState = {
  finalNoOfDays: TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS,
  tripSafePriceChecked: false,
  ageConfirmed: false,
  fairTotalPrice: tripInsuranceFare(paise(0), paise(0), paise(0)),
};

/** The state after a fresh insurance list: cleared when nothing is available, else unchanged. */
export function tripInsuranceAfterItems(
  state: TripInsuranceState,
  items: readonly { isio: boolean }[],
): TripInsuranceState {
  return isTripInsuranceUnavailable(items) ? CLEARED_TRIP_INSURANCE : state;
}
