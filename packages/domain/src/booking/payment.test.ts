import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromRupees, paise } from "../money/money";
import {
  insufficientBalanceError,
  moveWalletDeduction,
  paymentModesMessage,
  paymentTotalError,
  pendingPaymentPoll,
} from "./payment";

describe("payment (J§4, J§5)", () => {
  it("1015 'Payment total doesn't match order total'", () => {
    expect(paymentTotalError(paise(100001), paise(100000))).toEqual({
      errCode: "1015",
      message: "Payment total doesn't match order total",
    });
    expect(paymentTotalError(paise(100000), paise(100000))).toBeUndefined();
  });

  it("2001 'Insufficient Balance' when a wallet would go below zero", () => {
    expect(insufficientBalanceError(paise(50000), paise(50001))).toEqual({
      errCode: "2001",
      message: "Insufficient Balance",
    });
    expect(insufficientBalanceError(paise(50000), paise(50000))).toBeUndefined();
  });

  it("'No payment Modes Applicable for you. Please contact Customer Care!!!' when none", () => {
    expect(paymentModesMessage([])).toBe(
      "No payment Modes Applicable for you. Please contact Customer Care!!!",
    );
    expect(paymentModesMessage(["CREDIT_CARD"])).toBeUndefined();
  });

  it("moves a wallet deduction into and out of the current mode", () => {
    const split = { walletDed: paise(0), currModeDed: fromRupees(5000) };
    const withWallet = moveWalletDeduction(split, fromRupees(3000), fromRupees(4000));
    expect(withWallet).toEqual({ walletDed: fromRupees(3000), currModeDed: fromRupees(2000) });
    expect(moveWalletDeduction(withWallet, paise(0), fromRupees(4000))).toEqual(split);
    expect(moveWalletDeduction(split, fromRupees(9000), fromRupees(4000)).walletDed).toBe(
      fromRupees(4000),
    );
  });

  it("keeps the order amount whatever is moved (property)", () => {
    const amount = fc.integer({ min: 0, max: 1e10 });
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.integer({ min: -1e10, max: 1e10 }),
        amount,
        (w, c, req, bal) => {
          const next = moveWalletDeduction({ walletDed: w, currModeDed: c }, req, bal);
          expect(next.walletDed + next.currModeDed).toBe(w + c);
          expect(next.walletDed).toBeGreaterThanOrEqual(0);
          expect(next.walletDed).toBeLessThanOrEqual(bal);
        },
      ),
    );
  });

  it("retries pending payment every 30 s under the four headings", () => {
    expect(pendingPaymentPoll(0)).toEqual({
      heading: "We're processing your payment...",
      nextRetryInSeconds: 30,
    });
    expect(pendingPaymentPoll(45)).toEqual({
      heading: "Still processing... We're almost there!",
      nextRetryInSeconds: 15,
    });
    expect(pendingPaymentPoll(90).heading).toBe("Thank you for your patience!");
    expect(pendingPaymentPoll(180)).toEqual({ heading: "Almost Done...", nextRetryInSeconds: 30 });
  });
});
