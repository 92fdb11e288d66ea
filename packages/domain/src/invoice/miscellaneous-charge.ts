import type { Role } from "../roles/roles";

/**
 * A miscellaneous invoice (J§2 invoices: booking, amendment, credit-note/correction and
 * miscellaneous; decision 0084): a service charge on a ticketed booking that is not a fare, an
 * add-on or an amendment (e.g. a desk's service fee), billed with 18 % GST on it.
 * Who issues one: the spec says only "not shown"; the decision is the back office that
 * charges and accounts for fees: the call centre, its supervisors, accounts and admins.
 */
export const MISCELLANEOUS_CHARGE_ISSUERS = [
  "CALLCENTER",
  "SUPERVISOR",
  "ACCOUNTS",
  "ADMIN",
] as const satisfies readonly Role[];

export function mayIssueMiscellaneousCharge(role: string): boolean {
  return (MISCELLANEOUS_CHARGE_ISSUERS as readonly string[]).includes(role);
}

export const MISCELLANEOUS_DESCRIPTION_MAX_LENGTH = 80;
/** At most ₹1,00,000 on one miscellaneous invoice, in paise. */
export const MISCELLANEOUS_CHARGE_MAX_PAISE = 10_000_000;

export const MISCELLANEOUS_CHARGE_MESSAGES = {
  description: `Please describe the charge (at most ${MISCELLANEOUS_DESCRIPTION_MAX_LENGTH} characters)`,
  amount: "Please enter an amount in whole rupees, from ₹1 to ₹1,00,000",
  notTicketed: "A miscellaneous invoice is issued on a ticketed booking only",
  issuersOnly: "Only the call centre, accounts or an admin can issue a miscellaneous invoice",
} as const;
