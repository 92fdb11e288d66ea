import { addMoney, fromRupees, type Paise, paise } from "../money/money";

/**
 * TJ Flex (J§3/J§4): a fee that waives the airline's cancellation penalty. Per
 * domain-notes it is sold for domestic, non-multicity trips and for passengers aged 2–70,
 * so infants are not charged. Per-passenger charge = flex fee + flex GST.
 */
export interface TjFlexFees {
  flexFee: Paise;
  flexGst: Paise;
}

export interface TjFlexBreakdown {
  perPassengerCharge: Paise;
  flexFee: Paise;
  flexGst: Paise;
  totalCharges: Paise;
}

export function tjFlexBreakdown(perPassenger: TjFlexFees, passengers: number): TjFlexBreakdown {
  const times = (amount: Paise) => paise(amount * passengers);
  return {
    perPassengerCharge: addMoney(perPassenger.flexFee, perPassenger.flexGst),
    flexFee: times(perPassenger.flexFee),
    flexGst: times(perPassenger.flexGst),
    totalCharges: times(addMoney(perPassenger.flexFee, perPassenger.flexGst)),
  };
}

export function isTjFlexOffered(trip: { isDomestic: boolean; isMultiCity: boolean }): boolean {
  return trip.isDomestic && !trip.isMultiCity;
}

/** Passengers TJ Flex covers: ages 2 to 70 on the travel date. */
export function isTjFlexEligibleAge(ageInYears: number): boolean {
  return ageInYears >= 2 && ageInYears <= 70;
}

export interface TjFlexState {
  isTjFlexChecked: boolean;
  breakdown: TjFlexBreakdown;
}

/** Unchecked with zero charges: after a failed fee fetch and after a successful booking (J§4). */
export const RESET_TJ_FLEX: TjFlexState = {
  isTjFlexChecked: false,
  breakdown: tjFlexBreakdown({ flexFee: paise(0), flexGst: paise(0) }, 0),
};

/** The flex fee per passenger covered, and its 18 % GST (the spec gives the parts only). */
const FLEX_FEE = fromRupees(299);
const FLEX_GST = paise(Math.round(FLEX_FEE * 0.18));

/** TJ Flex for `covered` passengers; undefined when nobody on the booking can be covered. */
export function tjFlexQuote(covered: number): TjFlexBreakdown | undefined {
  if (covered === 0) return undefined;
  return tjFlexBreakdown({ flexFee: FLEX_FEE, flexGst: FLEX_GST }, covered);
}

/** TJ Flex waives the airline's cancellation penalty when cancelling at least 24 h ahead. */
export const TJ_FLEX_CANCEL_HOURS_BEFORE = 24;

export function tjFlexWaivesFee(departure: Date, now: Date): boolean {
  return departure.getTime() - now.getTime() >= TJ_FLEX_CANCEL_HOURS_BEFORE * 3_600_000;
}
