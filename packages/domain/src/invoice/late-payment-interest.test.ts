import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { latePaymentInterest } from "./late-payment-interest";

describe("late-payment interest (J§9 '24 percent per annum')", () => {
  it("is 24 % a year, by the day, rounded to the paisa", () => {
    expect(latePaymentInterest(fromRupees(100000), 365)).toBe(fromRupees(24000));
    expect(latePaymentInterest(fromRupees(36500), 1)).toBe(fromRupees(24));
    expect(latePaymentInterest(fromRupees(1000), 1)).toBe(66);
  });

  it("is nothing when paid on time", () => {
    expect(latePaymentInterest(fromRupees(1000), 0)).toBe(0);
  });
});
