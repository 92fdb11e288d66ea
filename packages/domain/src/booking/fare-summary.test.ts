import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import { amountCharged, computeFareSummary, fareSummaryLines } from "./fare-summary";

const parts = {
  baseFare: fromRupees(5000),
  taxesAndFees: fromRupees(1200.5),
  seatCharges: fromRupees(300),
  mealCharges: fromRupees(250),
  baggageCharges: fromRupees(1500),
  fastForwardCharges: fromRupees(200),
  refundableBookingFee: fromRupees(399),
  tjFlexCharges: fromRupees(600),
  baggageProtectCharges: fromRupees(190),
  tripInsuranceCharges: fromRupees(99),
  convenienceFee: fromRupees(150),
  markup: fromRupees(100),
  discount: fromRupees(500),
};

describe("fare summary (J§3)", () => {
  it("adds base fare, taxes and fees, add-ons, protections, convenience and markup, less discount", () => {
    const summary = computeFareSummary(parts);
    expect(summary.total).toBe(
      fromRupees(5000 + 1200.5 + 300 + 250 + 1500 + 200 + 399 + 600 + 190 + 99 + 150 + 100 - 500),
    );
    expect(summary.amountToPay).toBe(summary.total);
    expect(summary.finalAmount).toBe(summary.total);
  });

  it("uses the credit shell first and reports the credit shell balance", () => {
    const summary = computeFareSummary({
      baseFare: fromRupees(4000),
      taxesAndFees: fromRupees(1000),
      creditShellAvailable: fromRupees(7000),
    });
    expect(summary.creditShellUtilized).toBe(fromRupees(5000));
    expect(summary.creditShellBalance).toBe(fromRupees(2000));
    expect(summary.amountToPay).toBe(0);
    expect(summary.finalAmount).toBe(0);
  });

  it("takes the voucher discount, then TJ Cash redeemed, to reach the final amount", () => {
    const summary = computeFareSummary({
      baseFare: fromRupees(4000),
      taxesAndFees: fromRupees(1000),
      creditShellAvailable: fromRupees(1000),
      voucherDiscount: fromRupees(300),
      tjCashAmount: fromRupees(200),
    });
    expect(summary.amountToPay).toBe(fromRupees(4000));
    expect(summary.voucherDiscount).toBe(fromRupees(300));
    expect(summary.tjCashRedeemed).toBe(fromRupees(200));
    expect(summary.finalAmount).toBe(fromRupees(3500));
  });

  it("takes the wallet deduction last: the final amount is what the current mode pays (J§3 walletDed, currModeDed)", () => {
    const summary = computeFareSummary({
      baseFare: fromRupees(4000),
      taxesAndFees: fromRupees(1000),
      tjCashAmount: fromRupees(200),
      walletDeduction: fromRupees(3000),
    });
    expect(summary.walletDeducted).toBe(fromRupees(3000));
    expect(summary.finalAmount).toBe(fromRupees(1800));
    const capped = computeFareSummary({
      baseFare: fromRupees(100),
      taxesAndFees: fromRupees(0),
      walletDeduction: fromRupees(500),
    });
    expect(capped.walletDeducted).toBe(fromRupees(100));
    expect(capped.finalAmount).toBe(0);
    const line = fareSummaryLines(summary).find((shown) => shown.key === "walletDeducted");
    expect(line).toMatchObject({ label: "Wallet Deduction", deduction: true });
  });

  it("caps TJ Cash at what is left to pay", () => {
    const summary = computeFareSummary({
      baseFare: fromRupees(100),
      taxesAndFees: fromRupees(0),
      voucherDiscount: fromRupees(60),
      tjCashAmount: fromRupees(500),
    });
    expect(summary.tjCashRedeemed).toBe(fromRupees(40));
    expect(summary.finalAmount).toBe(0);
  });

  it("refuses negative parts", () => {
    expect(() => computeFareSummary({ baseFare: paise(-1), taxesAndFees: paise(0) })).toThrow(
      RangeError,
    );
  });

  it("lists base fare, taxes, totals always and other lines only when not zero", () => {
    const lines = fareSummaryLines(
      computeFareSummary({
        baseFare: fromRupees(100),
        taxesAndFees: fromRupees(20),
        voucherDiscount: fromRupees(10),
      }),
    );
    expect(lines.map((line) => line.label)).toEqual([
      "Base Fare",
      "Taxes and Fees",
      "Total",
      "Amount to Pay",
      "Voucher Discount",
      "Final Amount",
    ]);
    expect(lines.find((line) => line.key === "voucherDiscount")?.deduction).toBe(true);
    expect(lines.find((line) => line.key === "total")?.deduction).toBe(false);
  });

  it("never pays less than zero and every paisa is accounted for (property)", () => {
    const amount = fc.integer({ min: 0, max: 1e9 });
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        (base, tax, seat, discount, shell, voucher, cash, wallet) => {
          const s = computeFareSummary({
            baseFare: base,
            taxesAndFees: tax,
            seatCharges: seat,
            discount,
            creditShellAvailable: shell,
            voucherDiscount: voucher,
            tjCashAmount: cash,
            walletDeduction: wallet,
          });
          expect(s.finalAmount).toBeGreaterThanOrEqual(0);
          expect(s.total).toBe(Math.max(0, base + tax + seat - discount));
          const paidOrTaken =
            s.creditShellUtilized + s.voucherDiscount + s.tjCashRedeemed + s.walletDeducted;
          expect(paidOrTaken + s.finalAmount).toBe(s.total);
          expect(s.creditShellUtilized + s.creditShellBalance).toBe(shell);
          expect(Number.isInteger(s.finalAmount)).toBe(true);
        },
      ),
    );
  });
});

describe("amount charged", () => {
  it("is the total less the voucher discount, never below zero", () => {
    expect(amountCharged(paise(500_000), paise(50_000))).toBe(450_000);
    expect(amountCharged(paise(500_000), paise(0))).toBe(500_000);
    expect(amountCharged(paise(1_000), paise(5_000))).toBe(0);
  });
});
