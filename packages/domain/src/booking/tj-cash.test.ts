import { describe, expect, it } from "vitest";
import { firstIssueMessage } from "../testing/zod-issues";
import { TJ_CASH_MESSAGES, tjCashAmount, tjCashBlockError, tjCashPointsSchema } from "./tj-cash";

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
