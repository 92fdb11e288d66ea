import { type Paise, paise } from "../money/money";

/** Invoices state late-payment interest of 24 percent per annum (J§9), simple, per day. */
export const LATE_PAYMENT_INTEREST_PERCENT_PER_ANNUM = 24;

export function latePaymentInterest(amount: Paise, daysLate: number): Paise {
  if (daysLate <= 0) return paise(0);
  return paise(
    Math.round((amount * LATE_PAYMENT_INTEREST_PERCENT_PER_ANNUM * daysLate) / (100 * 365)),
  );
}
