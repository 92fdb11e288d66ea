/**
 * Linked users (F§4, F§7; issue 22, decision 0080): one person's accounts (an agent's several
 * agencies, a staff member of two companies) are linked, and the person switches between
 * them without logging out. What they see and pay from is the account they switched to.
 */
export interface LinkedAccountState {
  userId: string;
  status: "ACTIVE" | "INACTIVE";
}

/** Why a switch is refused: the account is not one of the caller's links, or it is inactive. */
export type LinkedSwitchRefusal = "not-linked" | "inactive";

/**
 * Whether the caller (`currentUserId`) may switch to `targetUserId`, given the accounts linked
 * to the caller's (the caller's own among them). Switching to the account one is in is no
 * switch, so it is refused like an account that is not linked.
 */
export function linkedSwitchRefusal(
  linked: readonly LinkedAccountState[],
  currentUserId: string,
  targetUserId: string,
): LinkedSwitchRefusal | undefined {
  if (targetUserId === currentUserId) return "not-linked";
  if (!linked.some((account) => account.userId === currentUserId)) return "not-linked";
  const target = linked.find((account) => account.userId === targetUserId);
  if (!target) return "not-linked";
  return target.status === "ACTIVE" ? undefined : "inactive";
}

export const LINKED_ACCOUNT_MESSAGES = {
  heading: "Linked accounts",
  intro:
    "Your login reaches these accounts. Switch to work in another one: its bookings, wallet and deposit are then the ones you see and pay from.",
  none: "No other account is linked to yours.",
  noneForAccount: "No other account is linked to this one.",
  current: "You are working in this account",
  switchTo: (name: string) => `Switch to ${name}`,
  switched: (name: string) => `You are now working in ${name}'s account.`,
  inactive: "This account is inactive: ask its administrator to reactivate it.",
  linkWith: "Link with another account",
  linkWithDescription: "The user id of another account of the same person, such as U200123.",
  link: "Link",
  unlink: (name: string) => `Unlink ${name}`,
  sameAccount: "An account cannot be linked to itself.",
  alreadyLinked: "This account is already linked to other accounts: unlink it first.",
  linked: (name: string) => `${name} is now linked.`,
  unlinked: (name: string) => `${name} is no longer linked.`,
} as const;

/**
 * A manager links two accounts of one person when it manages both (an admin, any two); an
 * account is linked to others once, so one already linked elsewhere is unlinked first.
 */
export function linkRefusal(
  userId: string,
  linkedTo: string,
  managesBoth: boolean,
  groups: { of: string | undefined; ofLinkedTo: string | undefined },
): "not-managed" | "same-account" | "already-linked" | undefined {
  if (!managesBoth) return "not-managed";
  if (userId === linkedTo) return "same-account";
  if (groups.of !== undefined && groups.of !== groups.ofLinkedTo) return "already-linked";
  return undefined;
}
