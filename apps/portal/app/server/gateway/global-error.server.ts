import { catalogueError, isErrorCode } from "@wayfare/domain";
import { cookieValue } from "../../cookie-value";

/**
 * F§8's persisted global error (1088): kept in a cookie from the answer that raised it
 * until the user dismisses it, and shown on every page meanwhile.
 */
const GLOBAL_ERROR_COOKIE = "globalError";
const attributes = "Path=/; HttpOnly; SameSite=Lax";

export function globalErrorCookie(code: string): string {
  return code
    ? `${GLOBAL_ERROR_COOKIE}=${encodeURIComponent(code)}; ${attributes}`
    : `${GLOBAL_ERROR_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** The persisted error's message, if the cookie holds a catalogue code. */
export function globalErrorMessage(request: Request): string | undefined {
  const value = cookieValue(request.headers.get("cookie"), GLOBAL_ERROR_COOKIE);
  return isErrorCode(value) ? catalogueError(value).message : undefined;
}
