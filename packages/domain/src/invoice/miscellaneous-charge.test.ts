import { describe, expect, it } from "vitest";
import {
  miscellaneousAmountSchema,
  miscellaneousChargeRequestSchema,
} from "../api/miscellaneous-charge";
import { miscellaneousInvoiceNumberOf } from "./invoice-number";
import { mayIssueMiscellaneousCharge } from "./miscellaneous-charge";

describe("miscellaneous invoices (J§2 invoices; decision 0084)", () => {
  it("are issued by the call centre, supervisors, accounts and admins only", () => {
    for (const role of ["CALLCENTER", "SUPERVISOR", "ACCOUNTS", "ADMIN"]) {
      expect(mayIssueMiscellaneousCharge(role)).toBe(true);
    }
    for (const role of ["AGENT", "CUSTOMER", "GUEST", "CORPORATE", "SALES"]) {
      expect(mayIssueMiscellaneousCharge(role)).toBe(false);
    }
  });

  it("are numbered by their charge and audience", () => {
    expect(miscellaneousInvoiceNumberOf("MC0000000007", "AGENCY")).toBe("MI-MC0000000007-A");
  });

  it("take whole rupees from ₹1 to ₹1,00,000", () => {
    expect(miscellaneousAmountSchema.parse("1,500")).toBe(150_000);
    for (const bad of ["0", "1,00,001", "12.50", "-5"]) {
      expect(miscellaneousAmountSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "Please enter an amount in whole rupees, from ₹1 to ₹1,00,000",
      );
    }
  });

  it("are asked for with a description, an amount in paise and one key per form, nothing else", () => {
    const data = {
      bookingId: "WF2603010000001",
      description: "Service fee",
      amount: 50_000,
      idempotencyKey: "0b6f7c1e-5d2a-4c1b-9f3e-1a2b3c4d5e6f",
    };
    expect(miscellaneousChargeRequestSchema.safeParse({ data }).success).toBe(true);
    expect(
      miscellaneousChargeRequestSchema.safeParse({ data: { ...data, userId: "U1" } }).success,
    ).toBe(false);
    expect(
      miscellaneousChargeRequestSchema.safeParse({ data: { ...data, description: "ab" } }).error
        ?.issues[0]?.message,
    ).toBe("Please describe the charge (at most 80 characters)");
  });
});
