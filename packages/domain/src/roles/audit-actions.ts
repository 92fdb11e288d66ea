/** What the audit log records (issue 22, decision 0066), and how the admin's page reads it. */
export const AUDIT_ACTIONS = [
  "booking.search",
  "booking.open",
  "user.create",
  "user.role",
  "user.deactivate",
  "user.reactivate",
  "user.reset-link",
  "user.switch-account",
  "user.link",
  "user.unlink",
  "money.deposit",
  "money.credit-limit",
  "policy.create",
  "policy.edit",
  "policy.assign",
  "booking.reporting-details",
  "booking.import",
  "invoice.miscellaneous",
  "supplier.load",
  "supplier.withdraw",
  "feature.toggle",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "booking.search": "Searched for a booking",
  "booking.open": "Opened a booking",
  "user.create": "Created an account",
  "user.role": "Changed an account's role",
  "user.deactivate": "Deactivated an account",
  "user.reactivate": "Reactivated an account",
  "user.reset-link": "Sent a password reset link",
  "user.switch-account": "Switched to a linked account",
  "user.link": "Linked accounts",
  "user.unlink": "Unlinked an account",
  "money.deposit": "Moved money in or out of a deposit",
  "money.credit-limit": "Changed a credit limit",
  "policy.create": "Created a fare policy",
  "policy.edit": "Changed a fare policy",
  "policy.assign": "Assigned a fare policy",
  "booking.reporting-details": "Corrected a booking's reporting details",
  "booking.import": "Imported a booking by its PNR",
  "invoice.miscellaneous": "Issued a miscellaneous invoice",
  "supplier.load": "Loaded seat allotments",
  "supplier.withdraw": "Withdrew a supplier's load",
  "feature.toggle": "Set a feature toggle",
};

/** "Opened a booking" for `booking.open`; an action this portal does not know reads as itself. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
}

/** Who reads the audit log: admins only (issue 22, decision 0066). */
export function mayReadAuditLog(role: string): boolean {
  return role === "ADMIN";
}
