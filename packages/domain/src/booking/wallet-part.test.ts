import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { checkWalletPart, WALLET_PART_MESSAGES, walletPartOutcomeMessage } from "./wallet-part";
import { walletPartAmountSchema } from "./wallet-part-schema";

describe("paying part from a wallet, the rest by the current mode (J§3, J§4)", () => {
  it("applies a part the wallet covers that leaves at least ₹1 to pay", () => {
    const outcome = checkWalletPart(fromRupees(4000), fromRupees(5000), fromRupees(250_000));
    expect(outcome).toEqual({ kind: "applied", amount: fromRupees(4000) });
    expect(walletPartOutcomeMessage("DEPOSIT", outcome)).toBeUndefined();
    expect(checkWalletPart(fromRupees(4999), fromRupees(5000), fromRupees(9999)).kind).toBe(
      "applied",
    );
  });

  it("refuses more than the balance with 2001 'Insufficient Balance'", () => {
    const outcome = checkWalletPart(fromRupees(3000), fromRupees(5000), fromRupees(2000));
    expect(outcome).toEqual({ kind: "insufficient", balance: fromRupees(2000) });
    expect(walletPartOutcomeMessage("DEPOSIT", outcome)).toBe("Insufficient Balance");
  });

  it("refuses the whole amount: that is a wallet payment, and says the most it can take", () => {
    const outcome = checkWalletPart(fromRupees(5000), fromRupees(5000), fromRupees(250_000));
    expect(outcome).toEqual({ kind: "overLimit", maxAmount: fromRupees(4999) });
    expect(walletPartOutcomeMessage("CREDIT_LINE", outcome)).toBe(
      "You can pay at most ₹4,999.00 from your credit line on this booking; the rest is paid by card, UPI or net banking.",
    );
  });

  it("reads the amount in rupees, with at most two decimals, as paise", () => {
    expect(walletPartAmountSchema.parse(" 5000.50 ")).toBe(500_050);
    expect(walletPartAmountSchema.parse("12")).toBe(1_200);
    for (const typed of ["", "0", "-5", "1.234", "1e3", "₹500", "5\u00000"]) {
      expect(walletPartAmountSchema.safeParse(typed).error?.issues[0]?.message, typed).toBe(
        WALLET_PART_MESSAGES.amount,
      );
    }
    expect(WALLET_PART_MESSAGES.amount).toBe(
      "Please enter an amount in rupees, like 5000 or 5000.50.",
    );
  });
});
