import { isLocalPath } from "./local-path.server";

/**
 * Logging in mid-flow keeps the booking (J§2 passenger details: guest or login). The login
 * page carries `next`, the page the visitor left: one of ours, and not an auth page.
 */
export function loginNextOf(request: Request): string | undefined {
  const next = new URL(request.url).searchParams.get("next");
  return isLocalPath(next) && !next.startsWith("/app/") ? next : undefined;
}
