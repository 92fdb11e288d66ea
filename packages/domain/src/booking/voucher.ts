import { requiredText } from "../auth/login";
import { type Paise, paise } from "../money/money";

/** Voucher messages of J§5. */
export const VOUCHER_MESSAGES = {
  empty: "Please fill a voucher",
  noDiscount: "No Discount applicable on this voucher",
  invalid: "Invalide Voucher Code, Please remove or enter valid voucher code.",
} as const;

export const voucherCodeSchema = requiredText(VOUCHER_MESSAGES.empty, VOUCHER_MESSAGES.invalid);

/** What the voucher check answered: unknown code, or a known code and its discount. */
export type VoucherOutcome = { valid: false } | { valid: true; discount: Paise };

/** The message for a voucher outcome; none when a discount was applied. */
export function voucherOutcomeMessage(outcome: VoucherOutcome): string | undefined {
  if (!outcome.valid) return VOUCHER_MESSAGES.invalid;
  return outcome.discount > 0 ? undefined : VOUCHER_MESSAGES.noDiscount;
}

/**
 * A voucher's terms (the spec shows none; these are Wayfare's): a percentage of the
 * amount to pay capped at `maxDiscount`, on bookings of at least `minAmount`, domestic
 * only when `domesticOnly`, until the end of `validTill` (India's calendar date).
 */
export interface VoucherTerms {
  code: string;
  percentOff: number;
  maxDiscount: Paise;
  minAmount: Paise;
  domesticOnly: boolean;
  validTill: string;
}

export interface VoucherBooking {
  amountToPay: Paise;
  isDomestic: boolean;
  /** yyyy-MM-dd in India. */
  today: string;
}

/** Codes are compared without case or surrounding spaces. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a known voucher gives a booking: 0 when its terms do not apply. */
export function voucherDiscount(terms: VoucherTerms, booking: VoucherBooking): Paise {
  const applies =
    booking.today <= terms.validTill &&
    booking.amountToPay >= terms.minAmount &&
    (booking.isDomestic || !terms.domesticOnly);
  if (!applies) return paise(0);
  const percent = Math.floor((booking.amountToPay * terms.percentOff) / 100);
  return paise(Math.min(percent, terms.maxDiscount));
}

/** Checks a typed code against the known vouchers. */
export function checkVoucher(
  code: string,
  known: readonly VoucherTerms[],
  booking: VoucherBooking,
): VoucherOutcome {
  const terms = known.find((voucher) => voucher.code === normaliseVoucherCode(code));
  return terms ? { valid: true, discount: voucherDiscount(terms, booking) } : { valid: false };
}
