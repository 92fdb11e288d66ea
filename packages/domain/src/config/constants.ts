/**
 * Platform constants of foundations.md §9 (and their J§9 repeats).
 *
 * Decisions where the spec gives no unit: the "cached fetch default age" of 60 units is in
 * seconds, the unit of every other cache time in the same table.
 */

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

/** "under 768 px": 768 itself is not mobile. */
export function isMobileWidth(widthPx: number): boolean {
  return widthPx < MOBILE_WIDTH_THRESHOLD_PX;
}

/** Session expiry default, configurable and enabled by a flag (F§4, J§4). */
export const SESSION_EXPIRY_DEFAULT_MINUTES = 30;

/** Config is fetched after a delay of 2 minutes (F§4). */
export const CONFIG_FETCH_DELAY_MS = 120_000;

export const REQUEST_FINISHED_MS = 3000;

/** Stored content of the cached-fetch helper is reused until older than this (F§7). */
export const CACHED_FETCH_DEFAULT_AGE_SECONDS = 60;

/** Cached CMS promotion config expires after 10 minutes (F§4). */
export const CMS_CONFIG_CACHE_SECONDS = 600;

/** Cache times in seconds (F§9, J§9); 0 means never reused. */
export const CACHE_TIMES_SECONDS = {
  notificationNudge: 10,
  offers: 31_536_000,
  missingName: 604_800,
  airportList: 86_400,
  searchPageConfig: 600,
  menu: 0,
  footer: 0,
  leftNav: 0,
} as const;

export type CachedResource = keyof typeof CACHE_TIMES_SECONDS;

export const ON_LOAD_POPUP_FREQUENCY_SECONDS = 86_400;

/** Error-reporting replay: 10 % of sessions, every session that hits an error. */
export const ERROR_REPLAY_SAMPLE_RATE = { sessions: 0.1, onError: 1 } as const;

/** Local caches are encrypted in every environment but development (F§9). */
export function shouldEncryptLocalCaches(environment: string): boolean {
  return environment !== "development";
}

/** A cached entry is fresh while younger than its cache time; a 0 time never is (F§7). */
export function isCacheEntryFresh(
  storedAt: Date,
  now: Date,
  maxAgeSeconds: number = CACHED_FETCH_DEFAULT_AGE_SECONDS,
): boolean {
  return now.getTime() - storedAt.getTime() < maxAgeSeconds * 1000;
}
