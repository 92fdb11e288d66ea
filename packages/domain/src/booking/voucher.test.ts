import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import { firstIssueMessage } from "../testing/zod-issues";
import { voucherCodeSchema, voucherOutcomeMessage } from "./voucher";

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
