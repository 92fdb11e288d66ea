import { describe, expect, it } from "vitest";
import { NO_PAYMENT_MODES_MESSAGE, paymentModesMessage } from "./payment";
import { isPaymentModeAllowed, PAYMENT_MODES, paymentModesOf } from "./payment-modes";

describe("per-user payment modes (J§6)", () => {
  it("gives every mode to a user with none set, wallets first", () => {
    expect(paymentModesOf(undefined)).toEqual([
      "DEPOSIT",
      "CREDIT_LINE",
      "CARD",
      "UPI",
      "NETBANKING",
    ]);
    expect(isPaymentModeAllowed(undefined, "UPI")).toBe(true);
  });

  it("keeps the modes set for a user, in display order, and allows no other", () => {
    expect(paymentModesOf(["UPI", "DEPOSIT"])).toEqual(["DEPOSIT", "UPI"]);
    expect(isPaymentModeAllowed(["UPI", "DEPOSIT"], "CARD")).toBe(false);
  });

  it("can come out empty, and then says 'No payment Modes Applicable for you. Please contact Customer Care!!!'", () => {
    const modes = paymentModesOf([]);
    expect(modes).toEqual([]);
    expect(PAYMENT_MODES.some((mode) => isPaymentModeAllowed([], mode))).toBe(false);
    expect(paymentModesMessage(modes)).toBe(
      "No payment Modes Applicable for you. Please contact Customer Care!!!",
    );
    expect(NO_PAYMENT_MODES_MESSAGE).toBe(
      "No payment Modes Applicable for you. Please contact Customer Care!!!",
    );
  });
});
