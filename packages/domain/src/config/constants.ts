/** Platform constants of foundations.md §9 that the walking skeleton needs. */

/** Error toasts stay 7 s, every other toast 4 s (F§8, F§9). */
export const TOAST_ERROR_MS = 7000;
export const TOAST_DEFAULT_MS = 4000;

/** The token cookie expires 300 s before the token itself (F§3). */
export const TOKEN_COOKIE_EARLY_EXPIRY_SECONDS = 300;

/** After a 403 the session is cleared and the user sent away after 2 s (F§4). */
export const FORBIDDEN_LOGOUT_DELAY_MS = 2000;

/** Screens narrower than this are "mobile" (F§9). */
export const MOBILE_WIDTH_THRESHOLD_PX = 768;

export const LOCALE = "en-IN";
export const COUNTRY = "IN";
export const CURRENCY = "INR";
export const CURRENCY_DECIMALS = 2;

export type ToastTone = "error" | "success" | "info";

export function toastDurationMs(tone: ToastTone): number {
  return tone === "error" ? TOAST_ERROR_MS : TOAST_DEFAULT_MS;
}
