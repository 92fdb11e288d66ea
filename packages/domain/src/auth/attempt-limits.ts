/**
 * How many tries of a secret the service checks before it stops answering for a while
 * (issue: "login, OTP and lookup rate-limited"; the spec gives no numbers). Each try is
 * counted twice (decision 0035): per target and client address, so a stranger's guesses
 * lock out their own address and not the owner's; and per target over all addresses, a
 * higher ceiling against guessing from many addresses. A window starts with its first try.
 */
export const ATTEMPT_LIMITS = {
  /** Passwords for one account (or one unknown user name). */
  login: { perAddress: 5, perTarget: 30, windowMinutes: 15 },
  /** Emails or mobiles given for one booking id (guest lookup, J§4). */
  bookingLookup: { perAddress: 10, perTarget: 50, windowMinutes: 15 },
} as const;

export type AttemptScope = keyof typeof ATTEMPT_LIMITS;
export type AttemptCounter = "perAddress" | "perTarget";

/** Whether the try that brought a counter to `triesInWindow` (itself included) may be checked. */
export function mayCheckAttempt(
  scope: AttemptScope,
  counter: AttemptCounter,
  triesInWindow: number,
): boolean {
  return triesInWindow <= ATTEMPT_LIMITS[scope][counter];
}
