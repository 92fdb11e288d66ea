import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import {
  cancellationProtectionBreakdown,
  cancellationProtectionQuote,
  isCancellationProtectionAvailable,
  protectedCancellationCharge,
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

describe("cancellation protection's price and promise (J§3, J§4, J§9)", () => {
  it("prices 5 % of the fare (at least ₹149) with GST, the management fee and its tax", () => {
    const quote = cancellationProtectionQuote(fromRupees(10_000), false);
    expect(quote).toEqual({
      premium: fromRupees(500),
      gstCharges: fromRupees(90),
      managementFee: fromRupees(49),
      managementFeeTax: fromRupees(8.82),
      agentCommission: paise(0),
      agentCommissionTax: paise(0),
      total: fromRupees(647.82),
    });
    expect(cancellationProtectionQuote(fromRupees(1_000), false)?.premium).toBe(fromRupees(149));
  });

  it("shows an agent's commission and its tax without charging them", () => {
    const quote = cancellationProtectionQuote(fromRupees(10_000), true);
    expect(quote?.agentCommission).toBe(fromRupees(50));
    expect(quote?.agentCommissionTax).toBe(fromRupees(9));
    expect(quote?.total).toBe(fromRupees(647.82));
  });

  it("is not offered above the max protection amount of ₹5,00,000", () => {
    expect(cancellationProtectionQuote(fromRupees(500_000), false)).toBeDefined();
    expect(cancellationProtectionQuote(fromRupees(500_000.01), false)).toBeUndefined();
  });

  it("refunds everything paid for the flight, whatever the airline's fee", () => {
    const charge = {
      paid: fromRupees(5_000),
      cancellationFee: fromRupees(3_000),
      refund: fromRupees(2_000),
    };
    expect(protectedCancellationCharge(charge)).toEqual({
      paid: fromRupees(5_000),
      cancellationFee: paise(0),
      refund: fromRupees(5_000),
    });
  });
});
