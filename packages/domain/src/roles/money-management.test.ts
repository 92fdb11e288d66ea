import { describe, expect, it } from "vitest";
import { moneyMoveRequestSchema } from "../api/money";
import {
  MONEY_MESSAGES,
  mayManageMoney,
  mayManageMoneyOf,
  moneyAmountSchema,
  moneyReasonSchema,
  moneyScope,
} from "./money-management";
import { ROLES } from "./roles";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

const agency = {
  userId: "U2001",
  role: "AGENT",
  partnerId: "P2001",
  parentPartnerId: "P300",
  salesUserId: null,
};

describe("who looks after whose money (issue 22, decision 0077)", () => {
  it("admins, accounts and distributors; nobody else", () => {
    expect(ROLES.filter(mayManageMoney)).toEqual(["ADMIN", "ACCOUNTS", "DISTRIBUTOR"]);
    for (const role of ROLES.filter((role) => !mayManageMoney(role))) {
      expect(moneyScope({ userId: "U1", role, partnerId: "P300" }), role).toBeUndefined();
    }
  });

  it("admins and accounts: every agency, its staff and distributors, not themselves or a customer", () => {
    for (const role of ["ADMIN", "ACCOUNTS"] as const) {
      const manager = { userId: "U1004", role, partnerId: "P000" };
      expect(mayManageMoneyOf(manager, agency)).toBe(true);
      expect(mayManageMoneyOf(manager, { ...agency, role: "DISTRIBUTOR" })).toBe(true);
      expect(mayManageMoneyOf(manager, { ...agency, role: "CUSTOMER" })).toBe(false);
      expect(mayManageMoneyOf(manager, { ...agency, userId: "U1004" })).toBe(false);
    }
  });

  it("a distributor: the agencies under it (the people rule), not another's", () => {
    const distributor = { userId: "U1010", role: "DISTRIBUTOR" as const, partnerId: "P300" };
    expect(mayManageMoneyOf(distributor, agency)).toBe(true);
    expect(mayManageMoneyOf(distributor, { ...agency, parentPartnerId: "P301" })).toBe(false);
    expect(mayManageMoneyOf(distributor, { ...agency, role: "AGENT_STAFF" })).toBe(false);
  });
});

describe("a money move's fields", () => {
  it("an amount in whole rupees from ₹1 to ₹1,00,00,000", () => {
    expect(moneyAmountSchema.parse("50,000")).toBe(5_000_000);
    expect(messages(moneyAmountSchema.safeParse("0"))).toEqual(["Please enter at least ₹1.00."]);
    expect(messages(moneyAmountSchema.safeParse("10000001"))).toEqual([
      "You can move at most ₹1,00,00,000.00 at a time.",
    ]);
    expect(messages(moneyAmountSchema.safeParse("50.5"))).toEqual([MONEY_MESSAGES.amount]);
  });

  it("a reason of 3 to 200 characters, without control characters", () => {
    expect(moneyReasonSchema.parse("  Opening deposit ")).toBe("Opening deposit");
    expect(messages(moneyReasonSchema.safeParse("ok"))).toEqual([
      "Please say why, for the statement.",
    ]);
    expect(messages(moneyReasonSchema.safeParse("x".repeat(201)))).toEqual([
      "Please keep the reason to 200 characters.",
    ]);
    expect(moneyReasonSchema.safeParse("Opening\u0000deposit").success).toBe(false);
  });

  it("the service's request: paise, a wallet, a direction and an idempotency key", () => {
    const move = {
      userId: "U2001",
      wallet: "DEPOSIT",
      direction: "add",
      amount: 5_000_000,
      reason: "Opening deposit",
      idempotencyKey: "6f1c2a1e-8d1b-4c55-9a57-1f3a9b0d2c11",
    };
    expect(moneyMoveRequestSchema.safeParse({ data: move }).success).toBe(true);
    expect(moneyMoveRequestSchema.safeParse({ data: { ...move, wallet: "TJ_CASH" } }).success).toBe(
      false,
    );
    expect(moneyMoveRequestSchema.safeParse({ data: { ...move, amount: 50.5 } }).success).toBe(
      false,
    );
    expect(moneyMoveRequestSchema.safeParse({ data: { ...move, balance: 1 } }).success).toBe(false);
  });
});
