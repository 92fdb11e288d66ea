import { differenceInCalendarDays } from "date-fns";
import { TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS } from "../config/limits";
import { addMoney, fromRupees, type Paise, paise } from "../money/money";

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

/** The insurer's plan sold with flights: the benefits catalogue of J§9 ($50k travel cover). */
export const TRIP_INSURANCE_PLAN = {
  code: "TRIPSAFE_50K",
  name: "TripSafe $50k travel cover",
  insurer: "Wayfare Assure General Insurance",
} as const;

/** Per traveller: ₹99 and ₹15 a day; 18 % GST; an agent earns 20 % of the price. */
const BASE_PER_TRAVELLER = fromRupees(99);
const PER_DAY = fromRupees(15);

export interface TripInsuranceQuote {
  plan: string;
  days: number;
  travellers: number;
  fare: TripInsuranceFare;
}

/** The plan's price for `travellers` over `days` (the spec gives the parts, not the rates). */
export function tripInsuranceQuote(
  travellers: number,
  days: number,
  agent: boolean,
): TripInsuranceQuote {
  const sp = paise(travellers * (BASE_PER_TRAVELLER + PER_DAY * days));
  const gst = paise(Math.round(sp * 0.18));
  const commission = agent ? paise(Math.round(sp * 0.2)) : paise(0);
  return {
    plan: TRIP_INSURANCE_PLAN.name,
    days,
    travellers,
    fare: tripInsuranceFare(sp, gst, commission),
  };
}

/** The certificate of insurance's number, issued with the tickets (one per booking). */
export function insuranceCertificateNumber(bookingId: string): string {
  return `TS-${bookingId.replace(/^WF/, "")}`;
}
