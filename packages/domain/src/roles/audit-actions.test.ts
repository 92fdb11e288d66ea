import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, auditActionLabel, mayReadAuditLog } from "./audit-actions";
import { ROLES } from "./roles";

describe("the audit log's actions", () => {
  it("reads each action in words, and an unknown one as itself", () => {
    expect(AUDIT_ACTIONS.map(auditActionLabel)).toEqual([
      "Searched for a booking",
      "Opened a booking",
      "Created an account",
      "Changed an account's role",
      "Deactivated an account",
      "Reactivated an account",
      "Sent a password reset link",
      "Switched to a linked account",
      "Linked accounts",
      "Unlinked an account",
      "Moved money in or out of a deposit",
      "Changed a credit limit",
      "Created a fare policy",
      "Changed a fare policy",
      "Assigned a fare policy",
      "Corrected a booking's reporting details",
      "Imported a booking by its PNR",
      "Issued a miscellaneous invoice",
      "Loaded seat allotments",
      "Withdrew a supplier's load",
      "Set a feature toggle",
    ]);
    expect(auditActionLabel("wallet.credit")).toBe("wallet.credit");
  });

  it("is read by admins only", () => {
    expect(ROLES.filter(mayReadAuditLog)).toEqual(["ADMIN"]);
  });
});
