/**
 * How many failed tries of a secret the service takes before it stops answering for a
 * while (issue: "login, OTP and lookup rate-limited"; the spec gives no numbers, decision
 * 0016). Counted per target, not per caller: a password per user name, a guest lookup's
 * contact per booking id, so no one can guess either from many addresses.
 */
export const ATTEMPT_LIMITS = {
  /** Wrong passwords for one user name. */
  login: { failures: 5, windowMinutes: 15 },
  /** Wrong email or mobile given for one booking id (guest lookup, J§4). */
  bookingLookup: { failures: 10, windowMinutes: 15 },
} as const;

export type AttemptScope = keyof typeof ATTEMPT_LIMITS;

/** Refused once the failures within the window reach the limit; older failures are forgotten. */
export function isAttemptLimited(scope: AttemptScope, failuresInWindow: number): boolean {
  return failuresInWindow >= ATTEMPT_LIMITS[scope].failures;
}
