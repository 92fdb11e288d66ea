import { addMoney, type Paise, paise, subtractMoney } from "../money/money";

/**
 * The fare summary of J§3 computed from its parts, all in integer paise.
 *
 * The spec lists the lines but not the arithmetic; the decisions:
 * - total = base fare + taxes and fees + add-ons (seat, meal, baggage, fast forward)
 *   + protections (refundable booking fee, TJ Flex, baggage protect, trip insurance)
 *   + convenience fee + markup − discount. The agent's markup is collected from the
 *   traveller, so it is part of the total.
 * - The credit shell pays first: utilized = min(available, total); the rest stays as the
 *   credit shell balance. amount to pay = total − credit shell utilized.
 * - A voucher is a price discount, so it applies before TJ Cash (a means of payment).
 *   Each is capped at what is left to pay, so the final amount is never negative.
 * - A wallet deduction (part paid from the deposit or credit line, the rest by the current
 *   mode) comes last; the final amount is what the current mode pays.
 */
export interface FareSummaryParts {
  baseFare: Paise;
  taxesAndFees: Paise;
  seatCharges?: Paise;
  mealCharges?: Paise;
  baggageCharges?: Paise;
  fastForwardCharges?: Paise;
  refundableBookingFee?: Paise;
  tjFlexCharges?: Paise;
  baggageProtectCharges?: Paise;
  tripInsuranceCharges?: Paise;
  convenienceFee?: Paise;
  holdCharges?: Paise;
  markup?: Paise;
  discount?: Paise;
  creditShellAvailable?: Paise;
  voucherDiscount?: Paise;
  tjCashAmount?: Paise;
  walletDeduction?: Paise;
}

export interface FareSummary {
  baseFare: Paise;
  taxesAndFees: Paise;
  seatCharges: Paise;
  mealCharges: Paise;
  baggageCharges: Paise;
  fastForwardCharges: Paise;
  refundableBookingFee: Paise;
  tjFlexCharges: Paise;
  baggageProtectCharges: Paise;
  tripInsuranceCharges: Paise;
  convenienceFee: Paise;
  holdCharges: Paise;
  markup: Paise;
  discount: Paise;
  total: Paise;
  creditShellUtilized: Paise;
  creditShellBalance: Paise;
  amountToPay: Paise;
  voucherDiscount: Paise;
  tjCashRedeemed: Paise;
  walletDeducted: Paise;
  finalAmount: Paise;
}

function nonNegative(amount: Paise | undefined, name: string): Paise {
  const value = amount ?? paise(0);
  if (value < 0) throw new RangeError(`${name} must not be negative: ${value}`);
  return paise(value);
}

export function computeFareSummary(parts: FareSummaryParts): FareSummary {
  const line = (name: keyof FareSummaryParts) => nonNegative(parts[name], name);
  const charges = {
    baseFare: line("baseFare"),
    taxesAndFees: line("taxesAndFees"),
    seatCharges: line("seatCharges"),
    mealCharges: line("mealCharges"),
    baggageCharges: line("baggageCharges"),
    fastForwardCharges: line("fastForwardCharges"),
    refundableBookingFee: line("refundableBookingFee"),
    tjFlexCharges: line("tjFlexCharges"),
    baggageProtectCharges: line("baggageProtectCharges"),
    tripInsuranceCharges: line("tripInsuranceCharges"),
    convenienceFee: line("convenienceFee"),
    holdCharges: line("holdCharges"),
    markup: line("markup"),
  };
  const gross = addMoney(...Object.values(charges));
  const discount = paise(Math.min(line("discount"), gross));
  const total = subtractMoney(gross, discount);

  const creditShellAvailable = line("creditShellAvailable");
  const creditShellUtilized = paise(Math.min(creditShellAvailable, total));
  const amountToPay = subtractMoney(total, creditShellUtilized);

  const voucherDiscount = paise(Math.min(line("voucherDiscount"), amountToPay));
  const afterVoucher = subtractMoney(amountToPay, voucherDiscount);
  const tjCashRedeemed = paise(Math.min(line("tjCashAmount"), afterVoucher));
  const afterTjCash = subtractMoney(afterVoucher, tjCashRedeemed);
  const walletDeducted = paise(Math.min(line("walletDeduction"), afterTjCash));

  return {
    ...charges,
    discount,
    total,
    creditShellUtilized,
    creditShellBalance: subtractMoney(creditShellAvailable, creditShellUtilized),
    amountToPay,
    voucherDiscount,
    tjCashRedeemed,
    walletDeducted,
    finalAmount: subtractMoney(afterTjCash, walletDeducted),
  };
}

/** The labels of the fare summary lines, in display order. */
export const FARE_SUMMARY_LABELS = {
  baseFare: "Base Fare",
  taxesAndFees: "Taxes and Fees",
  seatCharges: "Seat Charges",
  mealCharges: "Meal Charges",
  baggageCharges: "Baggage Charges",
  fastForwardCharges: "Fast Forward",
  refundableBookingFee: "Refundable Booking Fee",
  tjFlexCharges: "TJ Flex",
  baggageProtectCharges: "Baggage Protect",
  tripInsuranceCharges: "Trip Insurance",
  convenienceFee: "Convenience Fee",
  holdCharges: "Hold Charges",
  markup: "Markup",
  discount: "Discount",
  total: "Total",
  creditShellUtilized: "Credit Shell Utilized",
  creditShellBalance: "Credit Shell Balance",
  amountToPay: "Amount to Pay",
  voucherDiscount: "Voucher Discount",
  tjCashRedeemed: "TJ Cash Redeemed",
  walletDeducted: "Wallet Deduction",
  finalAmount: "Final Amount",
} as const satisfies Record<keyof FareSummary, string>;

export type FareSummaryLineKey = keyof typeof FARE_SUMMARY_LABELS;

export interface FareSummaryLine {
  key: FareSummaryLineKey;
  label: string;
  amount: Paise;
  /** Deductions (discounts, credit shell, voucher, TJ Cash, wallet) are shown with a minus sign. */
  deduction: boolean;
}

const ALWAYS_SHOWN: readonly FareSummaryLineKey[] = [
  "baseFare",
  "taxesAndFees",
  "total",
  "amountToPay",
  "finalAmount",
];

const DEDUCTIONS: readonly FareSummaryLineKey[] = [
  "discount",
  "creditShellUtilized",
  "voucherDiscount",
  "tjCashRedeemed",
  "walletDeducted",
];

/**
 * The lines to display: base fare, taxes, totals and the final amount always; any other
 * line only when it is not zero (a portal does not list "Meal Charges ₹0.00").
 */
export function fareSummaryLines(summary: FareSummary): FareSummaryLine[] {
  return (Object.keys(FARE_SUMMARY_LABELS) as FareSummaryLineKey[])
    .filter((key) => ALWAYS_SHOWN.includes(key) || summary[key] !== 0)
    .map((key) => ({
      key,
      label: FARE_SUMMARY_LABELS[key],
      amount: summary[key],
      deduction: DEDUCTIONS.includes(key),
    }));
}

/**
 * What a booking charged its payer by every means (payment mode, credit shell, TJ Cash):
 * the total less the voucher, which is a discount. Refunds never exceed it (2002).
 */
export function amountCharged(total: Paise, voucherDiscount: Paise): Paise {
  return subtractMoney(total, paise(Math.min(voucherDiscount, total)));
}
