import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import {
  cancellationProtectionBreakdown,
  isCancellationProtectionAvailable,
  RESET_CANCELLATION_PROTECTION,
} from "./cancellation-protection";

describe("cancellation protection (J§3, J§9)", () => {
  it("breaks down premium, GST charges, management fee and tax, agent commission and tax, total", () => {
    const breakdown = cancellationProtectionBreakdown({
      premium: fromRupees(300),
      gstCharges: fromRupees(54),
      managementFee: fromRupees(50),
      managementFeeTax: fromRupees(9),
      agentCommission: fromRupees(30),
      agentCommissionTax: fromRupees(5.4),
    });
    expect(breakdown.total).toBe(fromRupees(413));
    expect(breakdown.agentCommission).toBe(fromRupees(30));
  });

  it("is offered up to the max protection amount 500000", () => {
    expect(isCancellationProtectionAvailable(fromRupees(500000))).toBe(true);
    expect(isCancellationProtectionAvailable(paise(fromRupees(500000) + 1))).toBe(false);
  });

  it("resets to unchecked with zero charges", () => {
    expect(RESET_CANCELLATION_PROTECTION.checked).toBe(false);
    expect(Object.values(RESET_CANCELLATION_PROTECTION.breakdown).every((v) => v === 0)).toBe(true);
  });
});
