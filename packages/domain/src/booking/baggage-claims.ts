import { addHours } from "date-fns";
import { BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS } from "../config/limits";
import type { BookingStatus } from "./booking-status";

/**
 * Baggage protect claims (J§9: 'claim window 96 hours; payout 19000 domestic and 66000
 * international'; issue 20, decision 0060). The spec gives the window and the payout only;
 * the rest is ours:
 * - A passenger the booking bought baggage protect for can claim for one flight of a
 *   ticketed booking, from that flight's arrival (lost, delayed or damaged baggage is known
 *   at the belt, not before) until 96 hours after it, both ends included.
 * - One claim per passenger per flight: a second one is refused, whatever its reason.
 * - A claim says what happened (lost, delayed or damaged) and describes it in plain text
 *   (line breaks allowed, no tabs, at most BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH characters).
 * - A claim is paid up to the payout per passenger (`baggageProtectPayout`); it is
 *   'Submitted' when filed, and assessed outside the portal.
 */
export const BAGGAGE_CLAIM_REASONS = ["LOST", "DELAYED", "DAMAGED"] as const;
export type BaggageClaimReason = (typeof BAGGAGE_CLAIM_REASONS)[number];

export const BAGGAGE_CLAIM_REASON_LABELS: Record<BaggageClaimReason, string> = {
  LOST: "Lost",
  DELAYED: "Delayed",
  DAMAGED: "Damaged",
};

/** A filed claim's state; the assessment after it happens outside the portal. */
export const BAGGAGE_CLAIM_STATUSES = ["Submitted"] as const;
export type BaggageClaimStatus = (typeof BAGGAGE_CLAIM_STATUSES)[number];

export const BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH = 1000;

export const BAGGAGE_CLAIM_MESSAGES = {
  choiceRequired: "Please select the passenger and flight the claim is for.",
  reasonRequired: "Please select what happened to the baggage.",
  descriptionRequired: "Please describe the baggage and what happened to it.",
  descriptionTooLong: `Please keep the description within ${BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH} characters.`,
  notTicketed: "Baggage claims can be made on a ticketed booking only.",
  notCovered: "Baggage protect does not cover this passenger on this booking.",
  unknownFlight: "This flight is not part of the booking.",
  cancelled: "This passenger's flight was cancelled, so there is no baggage to claim on it.",
  beforeArrival: "A baggage claim can be made once the flight has arrived.",
  windowClosed: `Baggage claims for this flight closed ${BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS} hours after it arrived.`,
  duplicate: "A baggage claim has already been made for this passenger on this flight.",
} as const;

/** When a flight's claims open (its arrival) and close (96 hours later). */
export function baggageClaimWindow(arrival: Date): { opensAt: Date; closesAt: Date } {
  return { opensAt: arrival, closesAt: addHours(arrival, BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS) };
}

/** Claims for a flight are open from its arrival until 96 hours after it (J§9). */
export function isBaggageProtectClaimOpen(arrival: Date, now: Date): boolean {
  const { opensAt, closesAt } = baggageClaimWindow(arrival);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}

/** What a booking offers to claim on: its status, whom baggage protect covers, its flights and claims. */
export interface BaggageClaimCase {
  status: BookingStatus;
  /** The passengers covered, by their 1-based ids; empty without baggage protect. */
  coveredPassengerIds: readonly string[];
  /** Each flight (segment) of the booking with the instant it arrives. */
  flights: readonly { segmentId: string; arrival: Date }[];
  /** The claims already filed. */
  claimed: readonly { passengerId: string; segmentId: string }[];
  /** Each passenger's flights cancelled from the booking (they did not fly them). */
  cancelled: readonly { passengerId: string; segmentId: string }[];
}

export interface BaggageClaimTarget {
  passengerId: string;
  segmentId: string;
}

function isTicketed(status: BookingStatus): boolean {
  return status === "Success" || status === "REISSUED";
}

/** Why this passenger cannot claim for this flight now, in our words; undefined: they can. */
export function baggageClaimRefusal(
  claimCase: BaggageClaimCase,
  { passengerId, segmentId }: BaggageClaimTarget,
  now: Date,
): string | undefined {
  if (!isTicketed(claimCase.status)) return BAGGAGE_CLAIM_MESSAGES.notTicketed;
  if (!claimCase.coveredPassengerIds.includes(passengerId))
    return BAGGAGE_CLAIM_MESSAGES.notCovered;
  const flight = claimCase.flights.find((entry) => entry.segmentId === segmentId);
  if (!flight) return BAGGAGE_CLAIM_MESSAGES.unknownFlight;
  const same = (entry: BaggageClaimTarget) =>
    entry.passengerId === passengerId && entry.segmentId === segmentId;
  if (claimCase.cancelled.some(same)) return BAGGAGE_CLAIM_MESSAGES.cancelled;
  const { opensAt, closesAt } = baggageClaimWindow(flight.arrival);
  if (now.getTime() < opensAt.getTime()) return BAGGAGE_CLAIM_MESSAGES.beforeArrival;
  if (now.getTime() > closesAt.getTime()) return BAGGAGE_CLAIM_MESSAGES.windowClosed;
  return claimCase.claimed.some(same) ? BAGGAGE_CLAIM_MESSAGES.duplicate : undefined;
}

export interface OpenBaggageClaim extends BaggageClaimTarget {
  closesAt: Date;
}

/** Every passenger and flight that can be claimed for now, in passenger then flight order. */
export function openBaggageClaims(claimCase: BaggageClaimCase, now: Date): OpenBaggageClaim[] {
  return claimCase.coveredPassengerIds.flatMap((passengerId) =>
    claimCase.flights.flatMap(({ segmentId, arrival }) =>
      baggageClaimRefusal(claimCase, { passengerId, segmentId }, now) === undefined
        ? [{ passengerId, segmentId, closesAt: baggageClaimWindow(arrival).closesAt }]
        : [],
    ),
  );
}

/**
 * What a baggage claim choice posts: one value for a passenger and a flight
 * ("2/AI101-DEL-BOM-2026-03-01"); a segment id never has a slash.
 */
export function baggageClaimChoiceValue({ passengerId, segmentId }: BaggageClaimTarget): string {
  return `${passengerId}/${segmentId}`;
}

export function baggageClaimTargetOf(value: string): BaggageClaimTarget | undefined {
  const slash = value.indexOf("/");
  if (slash < 1 || slash === value.length - 1) return undefined;
  return { passengerId: value.slice(0, slash), segmentId: value.slice(slash + 1) };
}

/** The parts of a booking (as booking-details answers it) its claims depend on. */
export interface BaggageClaimBooking {
  status: BookingStatus;
  protection?: {
    chosen?: { baggageProtect: boolean; baggageProtectPassengers?: readonly string[] };
  };
  baggageClaims?: {
    flights: readonly { segmentId: string; arrival: string }[];
    claims: readonly BaggageClaimTarget[];
    cancelled: readonly BaggageClaimTarget[];
  };
}

/** The claim case of a booking as booking-details answers it (the portal's view of the rule). */
export function baggageClaimCaseOf(booking: BaggageClaimBooking): BaggageClaimCase {
  const chosen = booking.protection?.chosen;
  return {
    status: booking.status,
    coveredPassengerIds: chosen?.baggageProtect ? (chosen.baggageProtectPassengers ?? []) : [],
    flights: (booking.baggageClaims?.flights ?? []).map(({ segmentId, arrival }) => ({
      segmentId,
      arrival: new Date(arrival),
    })),
    claimed: booking.baggageClaims?.claims ?? [],
    cancelled: booking.baggageClaims?.cancelled ?? [],
  };
}
