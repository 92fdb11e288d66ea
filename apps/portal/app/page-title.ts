import { catalogueError } from "@wayfare/domain";
import { isRouteErrorResponse } from "react-router";

/** The portal's name, the last part of every page's title. */
export const SITE_NAME = "Wayfare";

/**
 * A page's `<title>` (WCAG 2.4.2): what the page is, most specific first, then the portal:
 * `pageTitle("My bookings", "Upcoming")` is 'My bookings · Upcoming · Wayfare'. Empty parts
 * are left out.
 */
export function pageTitle(...parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => !!part?.trim()), SITE_NAME].join(" · ");
}

/** The root error page is J§2's 404 page for a 404, F§2's error page otherwise. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The root error page's heading, which its title repeats: what a refused request was told
 * (a 4xx thrown with its message, such as an upload that is too big), else F§2's message.
 */
export function errorPageHeading(error: unknown): string {
  if (isNotFound(error)) return "Page not found";
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string") {
    return error.data || catalogueError("100").message;
  }
  return catalogueError("100").message;
}
