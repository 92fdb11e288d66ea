import { computeFareSummary, type Paise, paise, pointsToPaise } from "@wayfare/domain";
import type { BookingRow } from "../db/schema";

type Redeemed = Pick<
  BookingRow,
  "total" | "voucherDiscount" | "tjCashPoints" | "creditShellAmount" | "walletPartAmount"
>;

/** A booking's credit shell, voucher discount, TJ Cash and wallet part as fare-summary parts. */
export function redemptionParts(booking: Redeemed) {
  return {
    creditShellAvailable: paise(booking.creditShellAmount),
    voucherDiscount: paise(booking.voucherDiscount),
    tjCashAmount: pointsToPaise(booking.tjCashPoints),
    walletDeduction: paise(booking.walletPartAmount),
  };
}

/**
 * What paying a booking must charge (1015 otherwise): the fare summary's final amount.
 * The booking's total already holds every charge, so it stands in for them all.
 */
export function amountDue(booking: Redeemed): Paise {
  return computeFareSummary({
    baseFare: paise(booking.total),
    taxesAndFees: paise(0),
    ...redemptionParts(booking),
  }).finalAmount;
}
