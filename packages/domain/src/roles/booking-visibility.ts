import type { Role } from "./roles";

/**
 * Who sees a booking (issue: "a booking is visible to its owner, their agency or company, or
 * a guest who gives its email or mobile and booking id — nobody else"). The spec names no
 * roles for it; the decision (docs/decisions/0015): the organisation's own accounts and staff
 * see every booking made under their partner id — the agency and its staff, the company's
 * account and travel desk, a distributor and its staff, a white-label partner and its staff.
 * A corporate employee sees their own bookings only, and retail users (customers, guests)
 * belong to no organisation.
 */
export const PARTNER_BOOKING_VIEWERS = [
  "AGENT",
  "AGENT_STAFF",
  "CORPORATE",
  "CORPORATE_STAFF",
  "DISTRIBUTOR",
  "DISTRIBUTOR_STAFF",
  "WHITELABEL_PARTNER",
  "WHITELABEL_STAFF",
] as const satisfies readonly Role[];

export interface BookingViewer {
  userId: string;
  partnerId: string;
  role: Role;
}

export interface BookingOwner {
  userId: string;
  partnerId: string;
}

export function seesPartnerBookings(viewer: Pick<BookingViewer, "role">): boolean {
  return (PARTNER_BOOKING_VIEWERS as readonly Role[]).includes(viewer.role);
}

export function canViewBooking(viewer: BookingViewer, owner: BookingOwner): boolean {
  if (viewer.userId === owner.userId) return true;
  return seesPartnerBookings(viewer) && viewer.partnerId === owner.partnerId;
}
