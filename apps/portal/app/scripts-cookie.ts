import { cookieValue } from "./cookie-value";

/**
 * A hint that this browser runs the portal's scripts, set by every page once hydrated
 * (decision 0048). A results page opened as a document then paints the search's first batch
 * at once and streams the rest, as after a search made in the page; without it (a first
 * visit, a browser without JavaScript) the document waits for the cut-off's lists, which a
 * page without scripts can show. It says nothing about who the user is.
 */
const SCRIPTS_COOKIE = "scriptsRun";
const ONE_DAY_SECONDS = 24 * 60 * 60;

export const scriptsRunCookie = `${SCRIPTS_COOKIE}=1; Path=/; Max-Age=${ONE_DAY_SECONDS}; SameSite=Lax`;

export function scriptsRan(cookieHeader: string | null): boolean {
  return cookieValue(cookieHeader, SCRIPTS_COOKIE) === "1";
}
