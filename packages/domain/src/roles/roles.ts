import { z } from "zod";

/** The 18 roles of foundations.md §6. */
export const ROLES = [
  "AGENT",
  "AGENT_STAFF",
  "ADMIN",
  "ACCOUNTS",
  "DISTRIBUTOR",
  "DISTRIBUTOR_STAFF",
  "CALLCENTER",
  "SALES",
  "SUPPLIER",
  "SUPPLIER_ADMIN",
  "SUPERVISOR",
  "CORPORATE",
  "CORPORATE_STAFF",
  "CORPORATE_EMPLOYEE",
  "WHITELABEL_PARTNER",
  "WHITELABEL_STAFF",
  "GUEST",
  "CUSTOMER",
] as const;

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Corporate means CORPORATE, CORPORATE_EMPLOYEE and CORPORATE_STAFF (F§6). */
export const CORPORATE_ROLES = ["CORPORATE", "CORPORATE_EMPLOYEE", "CORPORATE_STAFF"] as const;

/** Roles that see the login form instead of being sent to their landing page (F§4). */
export const ROLES_THAT_SEE_LOGIN_FORM: readonly Role[] = ["GUEST", "CUSTOMER"];

export function isRole(value: unknown): value is Role {
  return roleSchema.safeParse(value).success;
}

export function shouldRedirectFromAuthPages(role: Role): boolean {
  return !ROLES_THAT_SEE_LOGIN_FORM.includes(role);
}
