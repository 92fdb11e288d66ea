import { describe, expect, it } from "vitest";
import { topUpRequestSchema } from "../api/wallet-top-up";
import {
  TOP_UP_MAX_AMOUNT,
  TOP_UP_MIN_AMOUNT,
  topUpAmountError,
  topUpAmountSchema,
  topUpWalletOf,
} from "./top-up";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("wallet top-up (decision 0065)", () => {
  it("adds ₹100 to ₹5,00,000 at a time", () => {
    expect(TOP_UP_MIN_AMOUNT).toBe(10_000);
    expect(TOP_UP_MAX_AMOUNT).toBe(50_000_000);
    expect(topUpAmountError(10_000)).toBeUndefined();
    expect(topUpAmountError(50_000_000)).toBeUndefined();
    expect(topUpAmountError(9_999)).toBe("Please add at least ₹100.00.");
    expect(topUpAmountError(50_000_001)).toBe("You can add at most ₹5,00,000.00 at a time.");
  });

  it("reads the amount box in whole rupees, with or without grouping commas", () => {
    expect(topUpAmountSchema.parse("10000")).toBe(1_000_000);
    expect(topUpAmountSchema.parse(" 10,000 ")).toBe(1_000_000);
    expect(topUpAmountSchema.parse("5,00,000")).toBe(50_000_000);
    for (const typed of ["", "ten", "100.50", "-500", "1,0", "10\u0000000"]) {
      expect(messages(topUpAmountSchema.safeParse(typed))).toEqual([
        "Please enter an amount in whole rupees, like 10000.",
      ]);
    }
    expect(messages(topUpAmountSchema.safeParse("99"))).toEqual(["Please add at least ₹100.00."]);
    expect(messages(topUpAmountSchema.safeParse("500001"))).toEqual([
      "You can add at most ₹5,00,000.00 at a time.",
    ]);
  });

  it("the service takes integer paise within the same limits", () => {
    const parse = (amount: unknown) => topUpRequestSchema.safeParse({ data: { amount } });
    expect(parse(1_000_000).success).toBe(true);
    expect(messages(parse(100.5))).toEqual(["Please enter an amount in whole rupees, like 10000."]);
    expect(messages(parse(9_999))).toEqual(["Please add at least ₹100.00."]);
  });

  it("credits an agency's deposit for the agent group, TJ Cash for other accounts, nothing for a guest", () => {
    expect(topUpWalletOf({ role: "AGENT" })).toBe("DEPOSIT");
    expect(topUpWalletOf({ role: "AGENT_STAFF" })).toBe("DEPOSIT");
    expect(topUpWalletOf({ role: "DISTRIBUTOR", gps: ["AGENT"] })).toBe("DEPOSIT");
    expect(topUpWalletOf({ role: "CUSTOMER" })).toBe("TJ_CASH");
    expect(topUpWalletOf({ role: "GUEST" })).toBeUndefined();
  });
});
