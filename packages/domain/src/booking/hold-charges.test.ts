import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { computeFareSummary, FARE_SUMMARY_LABELS } from "./fare-summary";
import { holdCharges } from "./hold-charges";

const leg = (...lcc: boolean[]) => ({ segments: lcc.map((isLcc) => ({ airline: { isLcc } })) });

describe("hold charges (J§1), what 'Block' costs", () => {
  it("₹200 per passenger for each leg a low-cost carrier flies; full-service carriers hold free", () => {
    expect(holdCharges([leg(true)], 1)).toBe(fromRupees(200));
    expect(holdCharges([leg(true), leg(false)], 3)).toBe(fromRupees(600));
    expect(holdCharges([leg(false, true)], 2)).toBe(fromRupees(400));
    expect(holdCharges([leg(false)], 4)).toBe(0);
  });

  it("are a line of the fare summary and part of its total", () => {
    const summary = computeFareSummary({
      baseFare: fromRupees(4000),
      taxesAndFees: fromRupees(650),
      holdCharges: fromRupees(200),
    });
    expect(FARE_SUMMARY_LABELS.holdCharges).toBe("Hold Charges");
    expect(summary.total).toBe(fromRupees(4850));
  });
});
