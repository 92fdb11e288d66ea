import { CUT_OFF_DURATION } from "../config/limits";

/**
 * The cut-off result set (J§4, J§9 "cut-off duration 10"). Decision: the duration is in
 * seconds since the search started. Results that arrive within it form the primary set;
 * later ones go to the secondary set. Until "load all" (which merges them) only the primary
 * set is shown; "load all" is offered once all flights are loaded, when the secondary
 * master list is complete.
 */
export const CUT_OFF_SECONDS = CUT_OFF_DURATION;

export interface ResultBatch<T> {
  receivedAfterSeconds: number;
  trips: readonly T[];
}

export interface CutOffSets<T> {
  primary: T[];
  secondary: T[];
}

export function splitByCutOff<T>(
  batches: readonly ResultBatch<T>[],
  cutOffSeconds: number = CUT_OFF_SECONDS,
): CutOffSets<T> {
  const sets: CutOffSets<T> = { primary: [], secondary: [] };
  for (const batch of batches) {
    const target = batch.receivedAfterSeconds <= cutOffSeconds ? sets.primary : sets.secondary;
    target.push(...batch.trips);
  }
  return sets;
}

/**
 * Whether the batch a search is waiting for falls after the cut-off: the last batch arrived
 * `receivedAfterSeconds` into the search and the service asks for `retryInSecond` more. Then
 * the primary set is complete and can be shown while the rest is still loading.
 */
export function nextBatchAfterCutOff(
  last: { receivedAfterSeconds: number; retryInSecond: number },
  cutOffSeconds: number = CUT_OFF_SECONDS,
): boolean {
  return last.receivedAfterSeconds + last.retryInSecond > cutOffSeconds;
}

export function loadAllTrips<T>(sets: CutOffSets<T>): T[] {
  return [...sets.primary, ...sets.secondary];
}

export interface CutOffState {
  cutOffEnabled: boolean;
  allTripsLoaded: boolean;
  loadAllChosen: boolean;
}

/** The list shown and filtered: the primary set until "load all" is chosen. */
export function cutOffVisibleTrips<T>(sets: CutOffSets<T>, state: CutOffState): T[] {
  return state.cutOffEnabled && !state.loadAllChosen ? [...sets.primary] : loadAllTrips(sets);
}

/** How many results "load all" would add; offered once all trips are loaded, 0 hides it. */
export function loadAllCount<T>(sets: CutOffSets<T>, state: CutOffState): number {
  const offered = state.cutOffEnabled && state.allTripsLoaded && !state.loadAllChosen;
  return offered ? sets.secondary.length : 0;
}
