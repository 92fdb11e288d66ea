import { differenceInCalendarDays } from "date-fns";
import { TRIP_INSURANCE_ONE_WAY_DEFAULT_DAYS } from "../config/limits";
import { addMoney, type Paise, paise } from "../money/money";
import {
  DEFAULT_INSURANCE_PLAN,
  INSURANCE_PLANS,
  type InsurancePlan,
  type InsurancePlanCode,
  insurancePlanOrDefault,
  isExcludedFromSomeInsuranceSums,
  isInsurancePlanAvailable,
} from "./insurance-plans";

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

/** The insurer of every plan; the $50k travel cover plan of J§9 is the default one. */
export const TRIP_INSURANCE_PLAN = {
  code: DEFAULT_INSURANCE_PLAN,
  name: "TripSafe $50k travel cover",
  insurer: "Wayfare Assure General Insurance",
} as const;

export interface TripInsuranceQuote {
  /** The plan's code (INSURANCE_PLANS). */
  planCode: InsurancePlanCode;
  /** The plan's name. */
  plan: string;
  days: number;
  travellers: number;
  fare: TripInsuranceFare;
}

/**
 * A plan's price for its travellers (their ages at the first departure, undefined when not
 * known) over `days`: per traveller its base and daily rate, and the premium plan's
 * adventure-sports part for each one not older than 60 (J§9: they are out of that sum);
 * 18 % GST; an agent earns 20 % of the price (the spec gives the parts, not the rates).
 */
export function insurancePlanQuote(
  plan: InsurancePlan,
  ages: readonly (number | undefined)[],
  days: number,
  agent: boolean,
): TripInsuranceQuote {
  const travellers = ages.length;
  const adventurers = ages.filter(
    (age) => age === undefined || !isExcludedFromSomeInsuranceSums(age),
  ).length;
  const sp = paise(
    travellers * (plan.perTraveller + plan.perDay * days) +
      adventurers * (plan.adventureSports ?? 0),
  );
  const gst = paise(Math.round(sp * 0.18));
  const commission = agent ? paise(Math.round(sp * 0.2)) : paise(0);
  return {
    planCode: plan.code,
    plan: plan.name,
    days,
    travellers,
    fare: tripInsuranceFare(sp, gst, commission),
  };
}

/** The default plan's price for `travellers` over `days` (ages do not change it). */
export function tripInsuranceQuote(
  travellers: number,
  days: number,
  agent: boolean,
): TripInsuranceQuote {
  const ages = Array.from({ length: travellers }, () => undefined);
  return insurancePlanQuote(insurancePlanOrDefault(DEFAULT_INSURANCE_PLAN), ages, days, agent);
}

/** J§3 insurance data: every plan priced for the trip with its isio (available) flag. */
export function insurancePlanItems(
  ages: readonly (number | undefined)[],
  days: number,
  agent: boolean,
): (TripInsuranceQuote & { isio: boolean })[] {
  return INSURANCE_PLANS.map((plan) => ({
    ...insurancePlanQuote(plan, ages, days, agent),
    isio: isInsurancePlanAvailable(plan, ages),
  }));
}

/** The certificate of insurance's number, issued with the tickets (one per booking). */
export function insuranceCertificateNumber(bookingId: string): string {
  return `TS-${bookingId.replace(/^WF/, "")}`;
}
