/**
 * Search progress (J§3 retryState, J§4): each search id returns partial results with a
 * retry-in-seconds value while more are coming; all trips are loaded when no retry remains.
 * A missing or non-positive value means that search id is finished.
 */
export type RetryInSeconds = Readonly<Record<string, number | undefined>>;

function pending(seconds: number | undefined): seconds is number {
  return seconds !== undefined && seconds > 0;
}

export function allTripsLoaded(retries: RetryInSeconds): boolean {
  return !Object.values(retries).some(pending);
}

/** The soonest retry, shown as "retrying in N seconds"; undefined once all are loaded. */
export function nextRetryInSeconds(retries: RetryInSeconds): number | undefined {
  const waiting = Object.values(retries).filter(pending);
  return waiting.length > 0 ? Math.min(...waiting) : undefined;
}
