import { MULTICITY_MAX_LEGS } from "../config/limits";

/**
 * Multicity form rules (J§4): at most 5 legs; setting the destination of leg N sets the
 * origin of leg N+1; changing the first departure date clears the later legs' dates.
 * Decisions: a new leg starts from the previous leg's destination; a multicity trip keeps
 * at least 2 legs, so removing below 2 does nothing.
 */
export interface MulticityLegDraft {
  origin?: string;
  destination?: string;
  depDate?: string;
}

export const MULTICITY_MIN_LEGS = 2;

export function canAddMulticityLeg(legs: readonly MulticityLegDraft[]): boolean {
  return legs.length < MULTICITY_MAX_LEGS;
}

export function addMulticityLeg(legs: readonly MulticityLegDraft[]): MulticityLegDraft[] {
  if (!canAddMulticityLeg(legs)) return [...legs];
  const previous = legs.at(-1);
  return [...legs, previous?.destination ? { origin: previous.destination } : {}];
}

export function removeMulticityLeg(
  legs: readonly MulticityLegDraft[],
  index: number,
): MulticityLegDraft[] {
  if (legs.length <= MULTICITY_MIN_LEGS) return [...legs];
  return legs.filter((_, position) => position !== index);
}

export function setMulticityDestination(
  legs: readonly MulticityLegDraft[],
  index: number,
  destination: string,
): MulticityLegDraft[] {
  return legs.map((leg, position) => {
    if (position === index) return { ...leg, destination };
    if (position === index + 1) return { ...leg, origin: destination };
    return leg;
  });
}

export function setMulticityDepDate(
  legs: readonly MulticityLegDraft[],
  index: number,
  depDate: string,
): MulticityLegDraft[] {
  const firstDateChanged = index === 0 && legs[0]?.depDate !== depDate;
  return legs.map((leg, position) => {
    if (position === index) return { ...leg, depDate };
    if (firstDateChanged && position > 0) {
      const { depDate: _cleared, ...rest } = leg;
      return rest;
    }
    return leg;
  });
}

/**
 * Without JavaScript, "Add another flight" submits the search form to the search page with
 * the number of flights wanted under this name; the page shows the form again with them.
 */
export const MULTICITY_LEG_COUNT_PARAM = "legs";

/** The flights to show: those the form had, padded with new legs up to `wanted` (at most 5). */
export function multicityLegsWanted(
  legs: readonly MulticityLegDraft[],
  wanted: number,
): MulticityLegDraft[] {
  let shown = [...legs];
  while (shown.length < Math.min(wanted, MULTICITY_MAX_LEGS) && canAddMulticityLeg(shown)) {
    shown = addMulticityLeg(shown);
  }
  return shown;
}
