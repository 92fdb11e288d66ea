import { ROLES, type Role } from "./roles";

/**
 * Who manages whom (issue 22, decision 0070), following the organisation tree: an account's
 * organisation is its partner id; an agency a distributor opened names the distributor's
 * partner id as its parent; an account a salesperson looks after names them. ADMIN manages
 * everyone; DISTRIBUTOR and its staff its agencies; AGENT its staff; CORPORATE its employees
 * and travel desk, CORPORATE_STAFF the employees; WHITELABEL_PARTNER its staff and customers,
 * WHITELABEL_STAFF the customers; SUPPLIER_ADMIN its suppliers; SALES the accounts assigned
 * to them. Nobody manages their own account.
 */
export interface PeopleManager {
  userId: string;
  role: Role;
  partnerId: string;
}

export interface ManagedAccount {
  userId: string;
  role: string;
  partnerId: string;
  parentPartnerId: string | null;
  salesUserId: string | null;
}

/** The roles each manager may give (create with, or change to); SALES gives none. */
const GRANTABLE_ROLES: Partial<Record<Role, readonly Role[]>> = {
  ADMIN: ROLES.filter((role) => role !== "GUEST"),
  DISTRIBUTOR: ["AGENT"],
  DISTRIBUTOR_STAFF: ["AGENT"],
  AGENT: ["AGENT_STAFF"],
  CORPORATE: ["CORPORATE_EMPLOYEE", "CORPORATE_STAFF"],
  CORPORATE_STAFF: ["CORPORATE_EMPLOYEE"],
  WHITELABEL_PARTNER: ["WHITELABEL_STAFF", "CUSTOMER"],
  WHITELABEL_STAFF: ["CUSTOMER"],
  SUPPLIER_ADMIN: ["SUPPLIER"],
  SALES: [],
};

/**
 * Roles that head an organisation of their own: a new one gets a new partner id. Anyone
 * else a manager creates joins the manager's organisation, so an admin (of none) creates
 * only heads and the back office.
 */
export const ORGANISATION_HEADS = [
  "AGENT",
  "DISTRIBUTOR",
  "CORPORATE",
  "WHITELABEL_PARTNER",
  "SUPPLIER",
] as const satisfies readonly Role[];

const BACK_OFFICE: readonly Role[] = [
  "ADMIN",
  "ACCOUNTS",
  "SALES",
  "CALLCENTER",
  "SUPERVISOR",
  "SUPPLIER_ADMIN",
];

export function mayManagePeople(role: string): boolean {
  return role in GRANTABLE_ROLES;
}

export function grantableRoles(role: string): readonly Role[] {
  return GRANTABLE_ROLES[role as Role] ?? [];
}

export function isOrganisationHead(role: string): boolean {
  return (ORGANISATION_HEADS as readonly string[]).includes(role);
}

/** The roles a manager may create an account with. */
export function creatableRoles(role: string): readonly Role[] {
  const grantable = grantableRoles(role);
  if (role !== "ADMIN") return grantable;
  return grantable.filter((given) => isOrganisationHead(given) || BACK_OFFICE.includes(given));
}

/**
 * The accounts a manager manages, as conditions that must all hold; undefined: none. The
 * service reads the list with them and checks each change with `mayManage`.
 */
export interface ManagedScope {
  notUserId: string;
  partnerId?: string;
  parentPartnerId?: string;
  salesUserId?: string;
  roles?: readonly Role[];
}

export function managedScope(manager: PeopleManager): ManagedScope | undefined {
  if (!mayManagePeople(manager.role)) return undefined;
  const notUserId = manager.userId;
  switch (manager.role) {
    case "ADMIN":
      return { notUserId };
    case "SALES":
      return { notUserId, salesUserId: manager.userId };
    case "DISTRIBUTOR":
    case "DISTRIBUTOR_STAFF":
      return { notUserId, parentPartnerId: manager.partnerId, roles: ["AGENT"] };
    default:
      return { notUserId, partnerId: manager.partnerId, roles: grantableRoles(manager.role) };
  }
}

export function mayManage(manager: PeopleManager, account: ManagedAccount): boolean {
  return withinScope(managedScope(manager), account);
}

/** Whether the account meets every condition of the scope (none: no account does). */
export function withinScope(scope: ManagedScope | undefined, account: ManagedAccount): boolean {
  if (!scope || account.userId === scope.notUserId) return false;
  if (scope.partnerId !== undefined && account.partnerId !== scope.partnerId) return false;
  if (scope.parentPartnerId !== undefined && account.parentPartnerId !== scope.parentPartnerId) {
    return false;
  }
  if (scope.salesUserId !== undefined && account.salesUserId !== scope.salesUserId) return false;
  return !scope.roles || (scope.roles as readonly string[]).includes(account.role);
}

/** A role change is allowed when the manager manages the account and may give the role. */
export function mayGrant(manager: PeopleManager, account: ManagedAccount, role: string): boolean {
  return mayManage(manager, account) && (grantableRoles(manager.role) as string[]).includes(role);
}

/** Where a new account sits: its partner id (undefined: a new one) and its parent's. */
export function placementOf(
  manager: PeopleManager,
  role: Role,
): { partnerId: string | undefined; parentPartnerId: string | null } {
  // A supplier admin's suppliers are its own organisation's inventory desks, not new ones.
  if (!isOrganisationHead(role) || manager.role === "SUPPLIER_ADMIN") {
    return {
      partnerId: manager.role === "ADMIN" ? "P000" : manager.partnerId,
      parentPartnerId: null,
    };
  }
  const opensAgencies = manager.role === "DISTRIBUTOR" || manager.role === "DISTRIBUTOR_STAFF";
  const parentPartnerId = opensAgencies ? manager.partnerId : null;
  return { partnerId: undefined, parentPartnerId };
}

export const PEOPLE_MESSAGES = {
  chooseRole: "Please choose a role.",
  roleNotYours: "You cannot give this role.",
  created: (name: string) => `${name} has been invited; the email has a link to set a password.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  deactivated: (name: string) => `${name} is deactivated: their sessions have ended.`,
  reactivated: (name: string) => `${name} is active again.`,
  resetLinkSent: (email: string) => `A link to reset the password has been sent to ${email}.`,
  noMatches: "No accounts match.",
} as const;
