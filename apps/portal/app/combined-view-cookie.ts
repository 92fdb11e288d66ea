import { COMBINED_VIEW_DEFAULT } from "@wayfare/domain";
import { cookieValue } from "./cookie-value";

/**
 * The combined-view toggle, kept between visits (J§2) in the cookie `combinedView` ("1" on,
 * "0" off). Not HttpOnly: the browser applies it when it sorts and filters without a round
 * trip. A display preference, nothing more.
 */
export const COMBINED_VIEW_COOKIE = "combinedView";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function combinedViewChosen(cookieHeader: string | null | undefined): boolean {
  const value = cookieValue(cookieHeader, COMBINED_VIEW_COOKIE);
  return value === undefined ? COMBINED_VIEW_DEFAULT : value === "1";
}

export function combinedViewCookie(on: boolean): string {
  return `${COMBINED_VIEW_COOKIE}=${on ? "1" : "0"}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
