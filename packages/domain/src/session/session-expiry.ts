import { addMinutes, differenceInSeconds } from "date-fns";
import { SESSION_EXPIRY_DEFAULT_MINUTES } from "../config/constants";

/**
 * Session timing of foundations.md §4 and booking-journey.md §4: when the flag enables
 * it, each search records a last-search time and the session expires 30 minutes
 * (configurable) after it; the review page counts down in minutes and seconds to the
 * 'Session Expired' modal. With the flag off there is no expiry.
 */
export interface SessionTimingConfig {
  enabled: boolean;
  expiryMinutes?: number;
}

export function shouldRecordLastSearchTime(config: SessionTimingConfig): boolean {
  return config.enabled;
}

export function sessionExpiresAt(lastSearchAt: Date, config: SessionTimingConfig): Date | null {
  if (!config.enabled) return null;
  return addMinutes(lastSearchAt, config.expiryMinutes ?? SESSION_EXPIRY_DEFAULT_MINUTES);
}

export function isSessionExpired(
  lastSearchAt: Date,
  now: Date,
  config: SessionTimingConfig,
): boolean {
  const expiresAt = sessionExpiresAt(lastSearchAt, config);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

export interface SessionTimeLeft {
  minutes: number;
  seconds: number;
}

/** The countdown; zero once expired, null when session timing is off. */
export function sessionTimeLeft(
  lastSearchAt: Date,
  now: Date,
  config: SessionTimingConfig,
): SessionTimeLeft | null {
  const expiresAt = sessionExpiresAt(lastSearchAt, config);
  if (expiresAt === null) return null;
  const left = Math.max(0, differenceInSeconds(expiresAt, now));
  return { minutes: Math.floor(left / 60), seconds: left % 60 };
}
