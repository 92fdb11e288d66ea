import { addMoney, type Paise, paise } from "../money/money";

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
