import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { isTjFlexEligibleAge, isTjFlexOffered, RESET_TJ_FLEX, tjFlexBreakdown } from "./tj-flex";

describe("TJ Flex (J§3)", () => {
  it("breaks down flex fee, flex GST, per-passenger charge and total charges", () => {
    expect(tjFlexBreakdown({ flexFee: fromRupees(500), flexGst: fromRupees(90) }, 3)).toEqual({
      perPassengerCharge: fromRupees(590),
      flexFee: fromRupees(1500),
      flexGst: fromRupees(270),
      totalCharges: fromRupees(1770),
    });
  });

  it("is offered for domestic trips that are not multicity", () => {
    expect(isTjFlexOffered({ isDomestic: true, isMultiCity: false })).toBe(true);
    expect(isTjFlexOffered({ isDomestic: false, isMultiCity: false })).toBe(false);
    expect(isTjFlexOffered({ isDomestic: true, isMultiCity: true })).toBe(false);
  });

  it("covers ages 2 to 70", () => {
    expect([1, 2, 70, 71].map(isTjFlexEligibleAge)).toEqual([false, true, true, false]);
  });

  it("resets to unchecked with zero charges", () => {
    expect(RESET_TJ_FLEX.isTjFlexChecked).toBe(false);
    expect(RESET_TJ_FLEX.breakdown.totalCharges).toBe(0);
  });
});
