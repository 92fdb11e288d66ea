import { describe, expect, it } from "vitest";
import { passbookCsv, passbookReasonLabel, statementCsv } from "./passbook";

describe("the passbook", () => {
  it("names the ledger's reason codes, and keeps reasons written as words", () => {
    expect(passbookReasonLabel("WALLET_TOP_UP")).toBe("Wallet top-up");
    expect(passbookReasonLabel("FLIGHT_BOOKING")).toBe("Flight booking");
    expect(passbookReasonLabel("Opening deposit")).toBe("Opening deposit");
  });

  it("as CSV: a header, credits and debits apart in rupees, quoted cells, no formulas", () => {
    const csv = passbookCsv([
      {
        id: 2,
        at: "2026-03-02T10:00:00.000Z",
        reason: "FLIGHT_BOOKING",
        reference: "WF2603010000001",
        amount: -450_050,
        balance: 549_950,
      },
      {
        id: 1,
        at: "2026-03-01T10:00:00.000Z",
        reason: '=HYPERLINK("x"), top',
        amount: 1_000_000,
        balance: 1_000_000,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Date,Description,Reference,Credit,Debit,Balance",
      "2026-03-02T10:00:00.000Z,Flight booking,WF2603010000001,,4500.50,5499.50",
      `2026-03-01T10:00:00.000Z,"'=HYPERLINK(""x""), top",,10000.00,,10000.00`,
      "",
    ]);
  });
});

describe("an account's statement (decision 0077)", () => {
  it("as CSV: the passbook's columns and who entered each entry", () => {
    const csv = statementCsv([
      {
        id: 3,
        at: "2026-03-03T10:00:00.000Z",
        reason: "Credit limit for the season",
        amount: 5_000_000,
        balance: 5_000_000,
        enteredBy: { userId: "U1004", name: "Ravi Accounts" },
      },
      {
        id: 2,
        at: "2026-03-02T10:00:00.000Z",
        reason: "FLIGHT_BOOKING",
        reference: "WF2603010000001",
        amount: -450_050,
        balance: 0,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Date,Description,Reference,Credit,Debit,Balance,Entered by",
      "2026-03-03T10:00:00.000Z,Credit limit for the season,,50000.00,,50000.00,Ravi Accounts (U1004)",
      "2026-03-02T10:00:00.000Z,Flight booking,WF2603010000001,,4500.50,0.00,",
      "",
    ]);
  });
});
