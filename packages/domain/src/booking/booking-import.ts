import { type GroupMember, isInRoleGroup } from "../roles/groups";
import type { Role } from "../roles/roles";

/**
 * IMPORT (F§2 flow types; issue 21: "IMPORT of an existing PNR for agents, where the service
 * knows the PNR"). Decision 0084: the service knows a PNR when one of its own ticketed
 * bookings carries it; an agent (or their staff) imports one a retail customer or a guest
 * made, by its PNR and a passenger's last name, and it becomes theirs.
 */
export function mayImportBooking(member: GroupMember): boolean {
  return isInRoleGroup(member, "AGENT");
}

/** Whose bookings an agent may take over: those of retail users, who belong to no organisation. */
export const IMPORTABLE_OWNER_ROLES = ["CUSTOMER", "GUEST"] as const satisfies readonly Role[];

export function isImportableOwner(role: string): boolean {
  return (IMPORTABLE_OWNER_ROLES as readonly string[]).includes(role);
}

/** A passenger's last name as typed, in any case, with spaces around it ignored. */
export function lastNameMatches(
  passengers: readonly { lastName: string }[],
  lastName: string,
): boolean {
  const asked = lastName.trim().toLocaleLowerCase();
  return passengers.some((passenger) => passenger.lastName.trim().toLocaleLowerCase() === asked);
}

export const BOOKING_IMPORT_MESSAGES = {
  pnr: "Please enter the airline PNR (6 letters and digits)",
  lastName: "Please enter the last name of a passenger on the booking",
  otherOrganisation: "This booking belongs to another agency or company and can't be imported",
  notTicketed: "Only a ticketed booking can be imported",
  agentsOnly: "Only an agent or agent staff can import a booking",
  imported: (bookingId: string) => `Booking ${bookingId} is now in your bookings.`,
  alreadyYours: (bookingId: string) => `Booking ${bookingId} is already in your bookings.`,
} as const;
