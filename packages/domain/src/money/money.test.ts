import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMoney,
  formatMoney,
  formatWholeRupees,
  fromRupees,
  paise,
  paiseToPoints,
  percentOf,
  pointsToPaise,
  subtractMoney,
  toRupees,
} from "./money";

describe("money in integer paise", () => {
  it("a calendar's 'from' price is whole rupees, rounded up, never less than the fare", () => {
    expect(formatWholeRupees(paise(351150))).toBe("₹3,512");
    expect(formatWholeRupees(paise(351100))).toBe("₹3,511");
    expect(formatWholeRupees(paise(12345678))).toBe("₹1,23,457");
  });

  it("formats en-IN with ₹ and 2 decimals (F§9 'en-IN / IN / 2')", () => {
    expect(formatMoney(paise(123456789))).toBe("₹12,34,567.89");
    expect(formatMoney(paise(0))).toBe("₹0.00");
    expect(formatMoney(paise(450_00))).toBe("₹450.00");
    expect(formatMoney(paise(-5))).toBe("-₹0.05");
  });

  it("converts rupees without float drift", () => {
    expect(fromRupees(0.1 + 0.2)).toBe(30);
    expect(fromRupees(4321.005)).toBe(432101);
    expect(fromRupees(-1.005)).toBe(-101);
    expect(toRupees(paise(432101))).toBe(4321.01);
  });

  it("refuses fractional paise", () => {
    expect(() => paise(1.5)).toThrow(RangeError);
  });

  it("'Points conversion: 1 per rupee' (F§9)", () => {
    expect(pointsToPaise(250)).toBe(25000);
    expect(paiseToPoints(paise(25099))).toBe(250);
  });

  it("takes percentages in basis points, rounded to the paisa", () => {
    expect(percentOf(paise(100000), 1800)).toBe(18000);
    expect(percentOf(paise(333), 500)).toBe(17);
  });

  it("adds and subtracts exactly (property)", () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(addMoney(a, b, c)).toBe(a + b + c);
        expect(subtractMoney(addMoney(a, b), b)).toBe(a);
        expect(addMoney(a, b)).toBe(addMoney(b, a));
      }),
    );
  });

  it("round-trips rupees with 2 decimals (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (p) => {
        expect(fromRupees(toRupees(p))).toBe(p);
      }),
    );
  });
});
