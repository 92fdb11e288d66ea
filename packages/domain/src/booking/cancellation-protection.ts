import { MAX_PROTECTION_AMOUNT } from "../config/limits";
import { addMoney, fromRupees, type Paise, paise } from "../money/money";
import type { CancellationCharge } from "./cancellation-refund";

/**
 * Cancellation protection (the refundable booking fee) of J§3/J§4/J§9.
 *
 * Decisions: the traveller pays premium + GST + management fee + its tax; the agent
 * commission and its tax are the agent's side and are shown, not charged. The product is
 * offered only for bookings of at most the max protection amount (₹5,00,000): above it the
 * insurer's cover would not match the refund promised.
 */
export interface CancellationProtectionFees {
  premium: Paise;
  gstCharges: Paise;
  managementFee: Paise;
  managementFeeTax: Paise;
  agentCommission: Paise;
  agentCommissionTax: Paise;
}

export interface CancellationProtectionBreakdown extends CancellationProtectionFees {
  total: Paise;
}

export function cancellationProtectionBreakdown(
  fees: CancellationProtectionFees,
): CancellationProtectionBreakdown {
  return {
    ...fees,
    total: addMoney(fees.premium, fees.gstCharges, fees.managementFee, fees.managementFeeTax),
  };
}

export function isCancellationProtectionAvailable(bookingAmount: Paise): boolean {
  return bookingAmount <= MAX_PROTECTION_AMOUNT;
}

export interface CancellationProtectionState {
  checked: boolean;
  breakdown: CancellationProtectionBreakdown;
}

const ZERO = paise(0);

/** Unchecked with zero charges: after a failed fee fetch and after a successful booking (J§4). */
export const RESET_CANCELLATION_PROTECTION: CancellationProtectionState = {
  checked: false,
  breakdown: {
    premium: ZERO,
    gstCharges: ZERO,
    managementFee: ZERO,
    managementFeeTax: ZERO,
    agentCommission: ZERO,
    agentCommissionTax: ZERO,
    total: ZERO,
  },
};

/** 18 % GST on the premium, the management fee and the agent's commission (SAC 998552). */
const GST_PERCENT = 18;
/** The insurer's rate on the fare protected, and its floor. */
const PREMIUM_PERCENT = 5;
const MIN_PREMIUM = fromRupees(149);
const MANAGEMENT_FEE = fromRupees(49);
/** An agent earns 10 % of the premium (reported, not charged to the traveller). */
const AGENT_COMMISSION_PERCENT = 10;

const percentOf = (amount: Paise, percent: number) => paise(Math.round((amount * percent) / 100));

/**
 * The price of protecting a booking's fare (what the flights cost, add-ons aside): a premium
 * of 5 % (at least ₹149), 18 % GST on it, a ₹49 management fee and its GST; an agent's
 * commission is 10 % of the premium with its GST. Undefined above the max protection amount.
 * The spec gives the lines (J§3), not the rates: these are ours.
 */
export function cancellationProtectionQuote(
  fare: Paise,
  agent: boolean,
): CancellationProtectionBreakdown | undefined {
  if (!isCancellationProtectionAvailable(fare)) return undefined;
  const premium = paise(Math.max(MIN_PREMIUM, percentOf(fare, PREMIUM_PERCENT)));
  const agentCommission = agent ? percentOf(premium, AGENT_COMMISSION_PERCENT) : paise(0);
  return cancellationProtectionBreakdown({
    premium,
    gstCharges: percentOf(premium, GST_PERCENT),
    managementFee: MANAGEMENT_FEE,
    managementFeeTax: percentOf(MANAGEMENT_FEE, GST_PERCENT),
    agentCommission,
    agentCommissionTax: percentOf(agentCommission, GST_PERCENT),
  });
}

/**
 * A protected booking's cancellation refunds what the product promises: everything paid for
 * the flight cancelled, whatever the airline's fee or refundable type (the premium is not
 * refunded).
 */
export function protectedCancellationCharge(charge: CancellationCharge): CancellationCharge {
  return { paid: charge.paid, cancellationFee: paise(0), refund: charge.paid };
}
