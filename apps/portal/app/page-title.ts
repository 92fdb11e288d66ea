import { catalogueError } from "@wayfare/domain";
import { isRouteErrorResponse } from "react-router";

/** The portal's name, the last part of every page's title. */
export const SITE_NAME = "Wayfare";

/** What a route's `meta` is given: the matched routes, the root's loader data among them. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The brand of the page's host (decision 0078): the root loader's, else the base brand's. */
function brandName(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { brand?: { name?: string } }
    | undefined;
  return root?.brand?.name || SITE_NAME;
}

/**
 * A page's `<title>` (WCAG 2.4.2): what the page is, most specific first, then the brand of
 * its host: `pageTitle(matches, "My bookings", "Upcoming")` is 'My bookings · Upcoming ·
 * Wayfare' on the base host, '… · Yatra Bazaar' on that partner's. Empty parts are left out.
 */
export function pageTitle(
  matches: MetaMatches,
  ...parts: readonly (string | null | undefined)[]
): string {
  const named = parts.filter((part): part is string => !!part?.trim());
  return [...named, brandName(matches)].join(" · ");
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
