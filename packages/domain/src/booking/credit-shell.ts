import { type Paise, paise } from "../money/money";
import { MIN_AMOUNT_AFTER_TJ_CASH } from "./tj-cash";

/**
 * The credit shell (refunds kept for the next booking, J§3) pays first, up to the holder's
 * balance; like TJ Cash it leaves at least ₹1 for a payment mode (decision 0020).
 */
export function creditShellToUse(total: Paise, balance: Paise): Paise {
  return paise(Math.max(0, Math.min(balance, total - MIN_AMOUNT_AFTER_TJ_CASH)));
}
