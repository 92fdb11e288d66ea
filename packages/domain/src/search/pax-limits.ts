import { MAX_PASSENGERS_PER_BOOKING } from "../config/limits";
import type { PaxInfo } from "./search-query";

export function totalPassengers(paxInfo: PaxInfo): number {
  return paxInfo.ADULT + paxInfo.CHILD + paxInfo.INFANT;
}

export interface PaxCountLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * How far each count can go given the others (J§5, J§9): at least 1 adult; children and
 * infants may not exceed adults; at most 9 passengers in all, infants included.
 * Lowering adults below the children or infants is allowed; the search checks then give
 * 1001/1002, so the person sees why rather than a count that moves on its own.
 */
export function paxCountLimits(paxInfo: PaxInfo): Record<keyof PaxInfo, PaxCountLimits> {
  const room = (own: number) =>
    MAX_PASSENGERS_PER_BOOKING - (paxInfo.ADULT + paxInfo.CHILD + paxInfo.INFANT) + own;
  return {
    ADULT: { min: 1, max: Math.max(1, room(paxInfo.ADULT)) },
    CHILD: { min: 0, max: Math.max(0, Math.min(paxInfo.ADULT, room(paxInfo.CHILD))) },
    INFANT: { min: 0, max: Math.max(0, Math.min(paxInfo.ADULT, room(paxInfo.INFANT))) },
  };
}
