import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import {
  clearTjCash,
  clearVoucher,
  EMPTY_REDEMPTION,
  type RedemptionState,
  redemptionAfterNewReview,
} from "./redemption";

const applied: RedemptionState = {
  voucherCode: "SAVE10",
  voucherDiscount: paise(10000),
  coinsApplied: true,
  coinsAmount: paise(25000),
  coinsError: "Please enter TJ Cash.",
};

describe("voucher and TJ Cash state (J§4)", () => {
  it("clearing a voucher code resets the discount to 0 and keeps coins", () => {
    expect(clearVoucher(applied)).toEqual({ ...applied, voucherCode: "", voucherDiscount: 0 });
  });

  it("clearing coins resets the coins amount and error and keeps the voucher", () => {
    const cleared = clearTjCash(applied);
    expect(cleared).toEqual({
      voucherCode: "SAVE10",
      voucherDiscount: 10000,
      coinsApplied: false,
      coinsAmount: 0,
    });
    expect("coinsError" in cleared).toBe(false);
  });

  it("a new review resets coins", () => {
    expect(redemptionAfterNewReview(applied).coinsAmount).toBe(0);
    expect(clearVoucher(clearTjCash(applied))).toEqual(EMPTY_REDEMPTION);
  });
});
