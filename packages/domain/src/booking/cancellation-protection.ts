import { MAX_PROTECTION_AMOUNT } from "../config/limits";
import { addMoney, type Paise, paise } from "../money/money";

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
