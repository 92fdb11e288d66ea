import type { Role } from "./roles";

/**
 * Landing page after login, by role (foundations.md §2).
 *
 * The spec names the pages ("flight search page", "dashboard, manage-user page",
 * "manage-carts", "inventory-orders"). It does not say where DISTRIBUTOR_STAFF and
 * WHITELABEL_STAFF land: they act for their parent account, so they land where their
 * parent does (DISTRIBUTOR and WHITELABEL_PARTNER: the manage-user dashboard).
 */
export const LANDING_PATHS = {
  flightSearch: "/flight",
  manageUser: "/manage-user",
  manageCarts: "/manage-carts",
  inventoryOrders: "/inventory-orders",
} as const;

export type LandingPath = (typeof LANDING_PATHS)[keyof typeof LANDING_PATHS];

const LANDING_BY_ROLE: Record<Role, LandingPath> = {
  AGENT: LANDING_PATHS.flightSearch,
  AGENT_STAFF: LANDING_PATHS.flightSearch,
  CORPORATE_EMPLOYEE: LANDING_PATHS.flightSearch,
  GUEST: LANDING_PATHS.flightSearch,
  CUSTOMER: LANDING_PATHS.flightSearch,
  ADMIN: LANDING_PATHS.manageUser,
  ACCOUNTS: LANDING_PATHS.manageUser,
  DISTRIBUTOR: LANDING_PATHS.manageUser,
  DISTRIBUTOR_STAFF: LANDING_PATHS.manageUser,
  SALES: LANDING_PATHS.manageUser,
  SUPPLIER_ADMIN: LANDING_PATHS.manageUser,
  CORPORATE: LANDING_PATHS.manageUser,
  CORPORATE_STAFF: LANDING_PATHS.manageUser,
  WHITELABEL_PARTNER: LANDING_PATHS.manageUser,
  WHITELABEL_STAFF: LANDING_PATHS.manageUser,
  CALLCENTER: LANDING_PATHS.manageCarts,
  SUPERVISOR: LANDING_PATHS.manageCarts,
  SUPPLIER: LANDING_PATHS.inventoryOrders,
};

/** Products a user may be given in the token's `aps` list (F§2: flight, hotel, rail). */
export type Product = "flight" | "hotel" | "rail";

/**
 * The role's landing page. A user sent to the flight search page whose `aps` list is
 * given and does not include flight has no search to land on: they go to the manage-user
 * dashboard, the default route (F§2 "/manage-user is the default route").
 */
export function landingPathFor(role: Role, aps?: readonly string[]): LandingPath {
  const path = LANDING_BY_ROLE[role];
  if (path === LANDING_PATHS.flightSearch && aps && aps.length > 0 && !aps.includes("flight")) {
    return LANDING_PATHS.manageUser;
  }
  return path;
}
