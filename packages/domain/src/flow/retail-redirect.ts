import type { ClientMode } from "../config/client";

/**
 * "Retail users are redirected away from /my-profile, /my-bookings, /modify-booking and
 * /confirmation" (F§2, J§2). Decisions: retail means the consumer client (B2C); the paths
 * match as themselves or with sub-paths, so /flight/confirmation/ (a booking's own
 * confirmation) stays reachable; the user goes to the flight search, where the logo leads.
 */
export const RETAIL_BLOCKED_PATHS = [
  "/my-profile",
  "/my-bookings",
  "/modify-booking",
  "/confirmation",
] as const;

export const RETAIL_REDIRECT_TARGET = "/flight/";

export function retailRedirectTarget(pathname: string, clientMode: ClientMode): string | null {
  if (clientMode !== "B2C") return null;
  const path = pathname.toLowerCase();
  const blocked = RETAIL_BLOCKED_PATHS.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
  return blocked ? RETAIL_REDIRECT_TARGET : null;
}
