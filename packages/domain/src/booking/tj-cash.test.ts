import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import { firstIssueMessage } from "../testing/zod-issues";
import {
  checkTjCash,
  maxTjCashPoints,
  TJ_CASH_MESSAGES,
  tjCashAmount,
  tjCashBlockError,
  tjCashOutcomeMessage,
  tjCashPointsSchema,
} from "./tj-cash";

describe("TJ Cash (J§5)", () => {
  it("'Please enter TJ Cash.' when absent or blank", () => {
    expect(firstIssueMessage(tjCashPointsSchema, undefined)).toBe("Please enter TJ Cash.");
    expect(firstIssueMessage(tjCashPointsSchema, "   ")).toBe("Please enter TJ Cash.");
  });

  it.each(["0", "-5", "2.5", "1e3", "abc", "00"])(
    "'Please enter positive non-decimal value.' for %s",
    (input) => {
      expect(firstIssueMessage(tjCashPointsSchema, input)).toBe(
        "Please enter positive non-decimal value.",
      );
    },
  );

  it("accepts a positive whole number of points", () => {
    expect(tjCashPointsSchema.parse(" 250 ")).toBe(250);
  });

  it("converts points to paise at 1 point per rupee", () => {
    expect(tjCashAmount(250)).toBe(25000);
  });

  it("'Please clear TJ Cash. TJ Cash cannot be applied to block a booking.'", () => {
    expect(tjCashBlockError(true)).toBe(
      "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
    );
    expect(tjCashBlockError(false)).toBeUndefined();
    expect(TJ_CASH_MESSAGES.notWithBlock).toContain("block a booking");
  });
});

describe("TJ Cash against a booking and a balance", () => {
  const rupees = fromRupees;

  it("leaves at least ₹1 to pay by another mode", () => {
    expect(maxTjCashPoints(rupees(5000), rupees(10_000))).toBe(4999);
    expect(maxTjCashPoints(rupees(1), rupees(10_000))).toBe(0);
    expect(maxTjCashPoints(paise(50), rupees(10_000))).toBe(0);
  });

  it("never more than the holder's balance", () => {
    expect(maxTjCashPoints(rupees(5000), rupees(1500))).toBe(1500);
  });

  it("applies points within both limits", () => {
    expect(checkTjCash(1500, rupees(5000), rupees(1500))).toEqual({
      kind: "applied",
      points: 1500,
    });
  });

  it("'Insufficient Balance' (2001) for more points than the balance", () => {
    const outcome = checkTjCash(1501, rupees(5000), rupees(1500));
    expect(outcome).toEqual({ kind: "insufficient", balancePoints: 1500 });
    expect(tjCashOutcomeMessage(outcome)).toBe("Insufficient Balance");
  });

  it("names the most usable points when more than is left to pay", () => {
    const outcome = checkTjCash(1000, rupees(800), rupees(1500));
    expect(outcome).toEqual({ kind: "overLimit", maxPoints: 799 });
    expect(tjCashOutcomeMessage(outcome)).toBe("You can use at most 799 TJ Cash on this booking.");
    expect(tjCashOutcomeMessage({ kind: "applied", points: 10 })).toBeUndefined();
  });
});
