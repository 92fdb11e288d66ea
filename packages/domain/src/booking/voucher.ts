import { requiredText } from "../auth/login";
import type { Paise } from "../money/money";

/** Voucher messages of J§5. */
export const VOUCHER_MESSAGES = {
  empty: "Please fill a voucher",
  noDiscount: "No Discount applicable on this voucher",
  invalid: "Invalide Voucher Code, Please remove or enter valid voucher code.",
} as const;

export const voucherCodeSchema = requiredText(VOUCHER_MESSAGES.empty);

/** What the voucher check answered: unknown code, or a known code and its discount. */
export type VoucherOutcome = { valid: false } | { valid: true; discount: Paise };

/** The message for a voucher outcome; none when a discount was applied. */
export function voucherOutcomeMessage(outcome: VoucherOutcome): string | undefined {
  if (!outcome.valid) return VOUCHER_MESSAGES.invalid;
  return outcome.discount > 0 ? undefined : VOUCHER_MESSAGES.noDiscount;
}
