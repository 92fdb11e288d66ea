import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import { creditShellToUse } from "./credit-shell";

describe("credit shell at payment", () => {
  it("pays up to the balance", () => {
    expect(creditShellToUse(fromRupees(5000), fromRupees(1200))).toBe(fromRupees(1200));
  });

  it("leaves ₹1 for a payment mode when the balance covers the total", () => {
    expect(creditShellToUse(fromRupees(5000), fromRupees(9000))).toBe(fromRupees(4999));
    expect(creditShellToUse(paise(80), fromRupees(9000))).toBe(0);
  });
});
