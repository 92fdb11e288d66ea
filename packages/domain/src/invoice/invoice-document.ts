import { type GroupMember, isInRoleGroup } from "../roles/groups";

/**
 * Invoice kinds and audiences of J§2: booking, amendment, credit-note/correction and
 * miscellaneous invoices, each for corporate, agency or customer. Decisions on who gets
 * which: corporate users their corporate invoice; agents and white-label partners the
 * agency invoice and the one they hand their customer; retail users the customer invoice;
 * back-office roles (admin, accounts, call centre…) all three.
 */
export const INVOICE_KINDS = ["BOOKING", "AMENDMENT", "CREDIT_NOTE", "MISCELLANEOUS"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_AUDIENCES = ["CORPORATE", "AGENCY", "CUSTOMER"] as const;
export type InvoiceAudience = (typeof INVOICE_AUDIENCES)[number];

export function invoiceAudiencesFor(member: GroupMember): InvoiceAudience[] {
  if (isInRoleGroup(member, "CORPORATE")) return ["CORPORATE"];
  if (isInRoleGroup(member, "AGENT") || isInRoleGroup(member, "WHITELABEL")) {
    return ["AGENCY", "CUSTOMER"];
  }
  if (member.role === "CUSTOMER" || member.role === "GUEST") return ["CUSTOMER"];
  return [...INVOICE_AUDIENCES];
}
