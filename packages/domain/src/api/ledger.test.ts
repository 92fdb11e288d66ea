import { describe, expect, it } from "vitest";
import { balancePayloadSchema, WALLET_KINDS } from "./ledger";

describe("wallet balances", () => {
  it("has the deposit, credit line, TJ Cash and credit shell wallets (J§1, J§3)", () => {
    expect(WALLET_KINDS).toEqual(["DEPOSIT", "CREDIT_LINE", "TJ_CASH", "CREDIT_SHELL"]);
  });

  it("never reports a negative or fractional balance", () => {
    const balances = { DEPOSIT: 100, CREDIT_LINE: 0, TJ_CASH: 0, CREDIT_SHELL: 0 };
    const paymentModes = ["CARD"];
    expect(
      balancePayloadSchema.safeParse({ balances, tjCashPoints: 0, paymentModes }).success,
    ).toBe(true);
    for (const DEPOSIT of [-1, 0.5]) {
      const payload = { balances: { ...balances, DEPOSIT }, tjCashPoints: 0, paymentModes };
      expect(balancePayloadSchema.safeParse(payload).success).toBe(false);
    }
  });
});
