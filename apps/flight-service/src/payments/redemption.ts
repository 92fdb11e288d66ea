import {
  checkTjCash,
  checkVoucher,
  normaliseVoucherCode,
  type Paise,
  paise,
  type RedemptionPayload,
  type RedemptionRequest,
  type VoucherTerms,
} from "@wayfare/domain";
import { chargesOf } from "../add-ons/add-on-charges";
import { fareSummaryOf } from "../booking/booking-payload";
import type { Transaction } from "../db/database";
import type { BookingRow, ReviewRow } from "../db/schema";
import { indiaToday } from "../inventory/local-time";
import { balancesOf } from "../ledger/ledger";

export const CLEARED_REDEMPTION = { voucherCode: null, voucherDiscount: 0, tjCashPoints: 0 };

type Columns = Pick<BookingRow, "voucherCode" | "voucherDiscount" | "tjCashPoints">;

export interface Redemption {
  columns: Columns;
  outcomes: Omit<RedemptionPayload, "booking">;
}

/**
 * The redemption a request asks for, checked against the booking and the holder's TJ Cash:
 * the voucher first (a discount on what is left to pay), then TJ Cash on the rest. What is
 * refused or gives no discount is not applied.
 */
export async function redemptionFor(
  tx: Transaction,
  found: { booking: BookingRow; review: ReviewRow },
  request: Pick<RedemptionRequest, "voucherCode" | "tjCashPoints">,
  vouchers: readonly VoucherTerms[],
  now: Date,
): Promise<Redemption> {
  const { booking, review } = found;
  const { amountToPay } = fareSummaryOf(review.trips, chargesOf(booking));
  const code = normaliseVoucherCode(request.voucherCode);
  const voucher = code
    ? checkVoucher(code, vouchers, {
        amountToPay,
        isDomestic: review.isDomestic,
        today: indiaToday(now).today,
      })
    : undefined;
  const discount = voucher?.valid ? voucher.discount : paise(0);
  const afterVoucher = (amountToPay - discount) as Paise;
  const balance = paise((await balancesOf(tx, booking.userId)).TJ_CASH);
  const tjCash = request.tjCashPoints
    ? checkTjCash(request.tjCashPoints, afterVoucher, balance)
    : undefined;
  return {
    columns: {
      voucherCode: discount > 0 ? code : null,
      voucherDiscount: discount,
      tjCashPoints: tjCash?.kind === "applied" ? tjCash.points : 0,
    },
    outcomes: { ...(voucher ? { voucher } : {}), ...(tjCash ? { tjCash } : {}) },
  };
}
