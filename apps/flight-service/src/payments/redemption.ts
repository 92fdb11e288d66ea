import {
  checkTjCash,
  checkVoucher,
  checkWalletPart,
  creditShellToUse,
  normaliseVoucherCode,
  type Paise,
  paise,
  pointsToPaise,
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

export const CLEARED_REDEMPTION = {
  voucherCode: null,
  voucherDiscount: 0,
  tjCashPoints: 0,
  creditShellAmount: 0,
  walletPartWallet: null,
  walletPartAmount: 0,
};

type Columns = Pick<
  BookingRow,
  | "voucherCode"
  | "voucherDiscount"
  | "tjCashPoints"
  | "creditShellAmount"
  | "walletPartWallet"
  | "walletPartAmount"
>;

export interface Redemption {
  columns: Columns;
  outcomes: Omit<RedemptionPayload, "booking">;
}

/**
 * The redemption a request asks for, checked against the booking and the holder's wallets,
 * in the fare summary's order: the credit shell pays first, the voucher is a discount on
 * what is left to pay, TJ Cash pays from the rest, then the wallet part. What is refused or
 * gives no discount is not applied.
 */
export async function redemptionFor(
  tx: Transaction,
  found: { booking: BookingRow; review: ReviewRow },
  request: Pick<
    RedemptionRequest,
    "voucherCode" | "tjCashPoints" | "useCreditShell" | "walletPart"
  >,
  vouchers: readonly VoucherTerms[],
  now: Date,
): Promise<Redemption> {
  const { booking, review } = found;
  const balances = await balancesOf(tx, booking.userId);
  const { total } = fareSummaryOf(review.trips, chargesOf(booking));
  const creditShell = request.useCreditShell
    ? creditShellToUse(total, paise(balances.CREDIT_SHELL))
    : paise(0);
  const amountToPay = paise(total - creditShell);
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
  const tjCash = request.tjCashPoints
    ? checkTjCash(request.tjCashPoints, afterVoucher, paise(balances.TJ_CASH))
    : undefined;
  const tjCashPoints = tjCash?.kind === "applied" ? tjCash.points : 0;
  const afterTjCash = paise(afterVoucher - pointsToPaise(tjCashPoints));
  const part = request.walletPart;
  const walletPart = part
    ? checkWalletPart(paise(part.amount), afterTjCash, paise(balances[part.wallet]))
    : undefined;
  const partApplied = part && walletPart?.kind === "applied";
  return {
    columns: {
      voucherCode: discount > 0 ? code : null,
      voucherDiscount: discount,
      tjCashPoints,
      creditShellAmount: creditShell,
      walletPartWallet: partApplied ? part.wallet : null,
      walletPartAmount: partApplied ? part.amount : 0,
    },
    outcomes: {
      ...(voucher ? { voucher } : {}),
      ...(tjCash ? { tjCash } : {}),
      ...(walletPart ? { walletPart } : {}),
    },
  };
}
