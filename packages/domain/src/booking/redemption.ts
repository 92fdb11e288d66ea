import { type Paise, paise } from "../money/money";

/**
 * Voucher and TJ Cash state on review and payment (J§3 "voucherCode, totalDiscount,
 * coinsApplied, coinsAmount"; J§4 transitions).
 */
export interface RedemptionState {
  voucherCode: string;
  voucherDiscount: Paise;
  coinsApplied: boolean;
  coinsAmount: Paise;
  coinsError?: string;
}

export const EMPTY_REDEMPTION: RedemptionState = {
  voucherCode: "",
  voucherDiscount: paise(0),
  coinsApplied: false,
  coinsAmount: paise(0),
};

/** Clearing a voucher code resets the discount to 0 (J§4). */
export function clearVoucher(state: RedemptionState): RedemptionState {
  return { ...state, voucherCode: "", voucherDiscount: paise(0) };
}

/** Clearing coins resets the coins amount and error (J§4). */
export function clearTjCash(state: RedemptionState): RedemptionState {
  const { coinsError: _cleared, ...rest } = state;
  return { ...rest, coinsApplied: false, coinsAmount: paise(0) };
}

/** A new review resets coins (J§4); the voucher is re-checked by the new review. */
export function redemptionAfterNewReview(state: RedemptionState): RedemptionState {
  return clearTjCash(state);
}
