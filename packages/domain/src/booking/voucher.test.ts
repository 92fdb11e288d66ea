import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import { firstIssueMessage } from "../testing/zod-issues";
import {
  checkVoucher,
  type VoucherTerms,
  voucherCodeSchema,
  voucherDiscount,
  voucherOutcomeMessage,
} from "./voucher";

describe("voucher (J§5)", () => {
  it("'Please fill a voucher' when absent or blank", () => {
    for (const input of [undefined, "", "  "]) {
      expect(firstIssueMessage(voucherCodeSchema, input)).toBe("Please fill a voucher");
    }
    expect(voucherCodeSchema.parse(" SAVE10 ")).toBe("SAVE10");
  });

  it("'Invalide Voucher Code, Please remove or enter valid voucher code.' for an unknown code", () => {
    expect(voucherOutcomeMessage({ valid: false })).toBe(
      "Invalide Voucher Code, Please remove or enter valid voucher code.",
    );
  });

  it("'No Discount applicable on this voucher' for a zero discount", () => {
    expect(voucherOutcomeMessage({ valid: true, discount: paise(0) })).toBe(
      "No Discount applicable on this voucher",
    );
    expect(voucherOutcomeMessage({ valid: true, discount: paise(5000) })).toBeUndefined();
  });
});

describe("voucher terms", () => {
  const WAYDOM10: VoucherTerms = {
    code: "WAYDOM10",
    percentOff: 10,
    maxDiscount: fromRupees(1000),
    minAmount: fromRupees(3000),
    domesticOnly: true,
    validTill: "2027-03-31",
  };
  const domestic = { amountToPay: fromRupees(6000), isDomestic: true, today: "2026-11-23" };

  it("takes its percentage of the amount to pay", () => {
    expect(voucherDiscount(WAYDOM10, domestic)).toBe(fromRupees(600));
  });

  it("caps the discount", () => {
    expect(voucherDiscount(WAYDOM10, { ...domestic, amountToPay: fromRupees(25_000) })).toBe(
      fromRupees(1000),
    );
  });

  it("gives nothing below its minimum, abroad when domestic only, or after its last day", () => {
    expect(voucherDiscount(WAYDOM10, { ...domestic, amountToPay: fromRupees(2999) })).toBe(0);
    expect(voucherDiscount(WAYDOM10, { ...domestic, isDomestic: false })).toBe(0);
    expect(voucherDiscount(WAYDOM10, { ...domestic, today: "2027-04-01" })).toBe(0);
    expect(voucherDiscount(WAYDOM10, { ...domestic, today: "2027-03-31" })).toBe(fromRupees(600));
  });

  it("knows codes whatever their case and spaces; unknown codes are invalid", () => {
    expect(checkVoucher(" waydom10 ", [WAYDOM10], domestic)).toEqual({
      valid: true,
      discount: fromRupees(600),
    });
    expect(checkVoucher("NOPE", [WAYDOM10], domestic)).toEqual({ valid: false });
  });
});
