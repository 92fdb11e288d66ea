/** When a message that failed is tried again, and when delivery gives up on it. */
export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each failure after that. */
  firstRetrySeconds: number;
  /** The longest wait between two attempts. */
  maxRetrySeconds: number;
  /** Failed attempts after which a message is DEAD: kept, never tried again. */
  maxAttempts: number;
  /** How long a claim lasts: a message whose worker died mid-send is due again after it. */
  leaseSeconds: number;
}

/** 30 s, 1, 2, 4 … 32 min, then hourly: 20 attempts over about 13 hours. */
export const DEFAULT_RETRY: RetryPolicy = {
  firstRetrySeconds: 30,
  maxRetrySeconds: 60 * 60,
  maxAttempts: 20,
  leaseSeconds: 5 * 60,
};

/** The wait before the next attempt of a message that has failed `attempts` times. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.firstRetrySeconds * 2 ** (attempts - 1), policy.maxRetrySeconds);
}
