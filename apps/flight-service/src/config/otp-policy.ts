import { OTP_MAX_ATTEMPTS } from "@wayfare/domain";

/**
 * How OTPs are issued. The spec fixes only the attempts (3); the rest is the service's
 * policy: 6 digits, valid 10 minutes, and per user name at most one OTP every 30 seconds
 * and five an hour.
 */
export const OTP_POLICY = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: OTP_MAX_ATTEMPTS,
  minIntervalSeconds: 30,
  maxPerHour: 5,
} as const;
