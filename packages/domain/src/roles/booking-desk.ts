import type { Role } from "./roles";

/**
 * Who opens any booking by its id or an airline PNR, with its logs (issue 22; decision 0066):
 * the call centre, its supervisors and admins. Not a wider `canViewBooking`: every look-up
 * and every opening is its own call, written to the audit log (decision 0015).
 */
export const BOOKING_DESK_ROLES = [
  "CALLCENTER",
  "SUPERVISOR",
  "ADMIN",
] as const satisfies readonly Role[];

export function mayOpenAnyBooking(role: string): boolean {
  return (BOOKING_DESK_ROLES as readonly string[]).includes(role);
}

export const DESK_LOOKUP_MESSAGES = {
  query: "Please enter a booking id (WF and 13 digits) or an airline PNR (6 letters and digits)",
  notFound: "No booking has that booking id or PNR.",
} as const;
