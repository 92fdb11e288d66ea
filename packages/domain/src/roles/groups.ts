import { CORPORATE_ROLES, type Role } from "./roles";

/**
 * Group checks of foundations.md §6: "Role and group checks use the role or the
 * additionalInfo.gps list". A user belongs to a group when its role is one of the group's
 * roles, or the group's name is in its gps list (how a partner grants group rights).
 * The agent group is AGENT and AGENT_STAFF; white-label, the partner and its staff.
 */
export const ROLE_GROUPS = {
  CORPORATE: CORPORATE_ROLES,
  AGENT: ["AGENT", "AGENT_STAFF"],
  ADMIN: ["ADMIN"],
  WHITELABEL: ["WHITELABEL_PARTNER", "WHITELABEL_STAFF"],
} as const satisfies Record<string, readonly Role[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export interface GroupMember {
  role: Role;
  /** The token's additionalInfo.gps list. */
  gps?: readonly string[];
}

/** A token subject (or a user row) as a group member: its role and additionalInfo.gps. */
export function groupMemberOf(user: {
  role: Role;
  additionalInfo: { gps: readonly string[] };
}): GroupMember {
  return { role: user.role, gps: user.additionalInfo.gps };
}

export function isInRoleGroup({ role, gps = [] }: GroupMember, group: RoleGroup): boolean {
  return (ROLE_GROUPS[group] as readonly Role[]).includes(role) || gps.includes(group);
}

/** A role check that also honours the gps list (F§6). */
export function hasRoleOrGroup({ role, gps = [] }: GroupMember, name: string): boolean {
  return role === name || gps.includes(name);
}

export function isCorporateUser(member: GroupMember): boolean {
  return isInRoleGroup(member, "CORPORATE");
}
