import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import {
  isTjFlexEligibleAge,
  isTjFlexOffered,
  RESET_TJ_FLEX,
  tjFlexBreakdown,
  tjFlexQuote,
  tjFlexWaivesFee,
} from "./tj-flex";

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

describe("TJ Flex's price and waiver (J§3, domain notes)", () => {
  it("charges ₹299 and its 18 % GST per passenger covered, and is not sold to nobody", () => {
    expect(tjFlexQuote(2)).toEqual({
      perPassengerCharge: fromRupees(352.82),
      flexFee: fromRupees(598),
      flexGst: fromRupees(107.64),
      totalCharges: fromRupees(705.64),
    });
    expect(tjFlexQuote(0)).toBeUndefined();
  });

  it("waives the airline's penalty only when cancelling at least 24 hours before departure", () => {
    const departure = new Date("2026-12-01T10:00:00Z");
    expect(tjFlexWaivesFee(departure, new Date("2026-11-30T10:00:00Z"))).toBe(true);
    expect(tjFlexWaivesFee(departure, new Date("2026-11-30T10:00:01Z"))).toBe(false);
  });
});
