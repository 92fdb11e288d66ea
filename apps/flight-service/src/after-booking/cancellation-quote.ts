import {
  amountCharged,
  type CancellationLine,
  type CancellationQuoteRequest,
  cancellationCharge,
  cancellationFeeIn,
  FEE_WINDOWS,
  feeWindowAt,
  paise,
  protectedCancellationCharge,
  refundLimitError,
  tjFlexWaivesFee,
} from "@wayfare/domain";
import type { AmendmentRow, BookingRow, ReviewRow } from "../db/schema";
import { type Refusal, refuse, refuseAll } from "../http/refusal";
import { segmentDepartureUtc } from "./journey-times";

export interface CancellationSubject {
  booking: BookingRow;
  review: ReviewRow;
  /** The booking's earlier cancellations, oldest first. */
  amendments: AmendmentRow[];
  now: Date;
}

export type CancellationQuote =
  | { kind: "quote"; lines: CancellationLine[]; cancelsBooking: boolean }
  | { kind: "replay"; amendment: AmendmentRow }
  | { kind: "refused"; refusal: Refusal };

const pairKey = (tripIndex: number, passengerId: string) => `${tripIndex}:${passengerId}`;
const pairsOf = (lines: readonly CancellationLine[]) =>
  new Set(lines.map((line) => pairKey(line.tripIndex, line.passengerId)));
const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((k) => b.has(k));

const refused = (refusal: Refusal): CancellationQuote => ({ kind: "refused", refusal });
const INVALID = refused(refuse("2504", 400));
const SPLIT_JOURNEY = refused(refuse("WF105", 400));
const DEPARTED = refused(refuse("WF106", 400));

/** The (trip, passenger) pairs a selection names, or null when it names unknown ones. */
function selectedPairs(
  subject: CancellationSubject,
  segments: NonNullable<CancellationQuoteRequest["segments"]>,
): Set<string> | null | "split" {
  const tripOfSegment = new Map<string, number>();
  subject.review.trips.forEach((trip, index) => {
    for (const segment of trip.segments) tripOfSegment.set(segment.id, index);
  });
  const chosen = new Map<string, Set<string>>();
  for (const { segmentId, passengerIds } of segments) {
    const tripIndex = tripOfSegment.get(segmentId);
    if (tripIndex === undefined) return null;
    for (const passengerId of passengerIds) {
      if (Number(passengerId) > subject.booking.passengers.length) return null;
      const key = pairKey(tripIndex, passengerId);
      chosen.set(key, (chosen.get(key) ?? new Set()).add(segmentId));
    }
  }
  for (const [key, chosenSegments] of chosen) {
    const trip = subject.review.trips[Number(key.split(":")[0])];
    if (chosenSegments.size !== trip?.segments.length) return "split";
  }
  return new Set(chosen.keys());
}

function allPairs(subject: CancellationSubject): string[] {
  return subject.review.trips.flatMap((_trip, tripIndex) =>
    subject.booking.passengers.map((_p, index) => pairKey(tripIndex, String(index + 1))),
  );
}

/** No trip may be left with more infants than adults to hold them (1001). */
function infantsOutnumberAdults(subject: CancellationSubject, gone: Set<string>): boolean {
  return subject.review.trips.some((_trip, tripIndex) => {
    const staying = subject.booking.passengers.filter(
      (_p, index) => !gone.has(pairKey(tripIndex, String(index + 1))),
    );
    const count = (type: string) => staying.filter((p) => p.type === type).length;
    return count("INFANT") > count("ADULT");
  });
}

function lineOf(subject: CancellationSubject, key: string): CancellationLine {
  const [tripText = "", passengerId = ""] = key.split(":");
  const tripIndex = Number(tripText);
  const trip = subject.review.trips[tripIndex];
  const passenger = subject.booking.passengers[Number(passengerId) - 1];
  const fare = trip?.prices[0]?.fareDetails[passenger?.type ?? "ADULT"];
  if (!trip || !passenger || !fare) throw new Error(`no fare for ${key} of ${subject.booking.id}`);
  const first = trip.segments[0];
  const last = trip.segments.at(-1);
  // The airline's fee for the time left before the leg departs (decision 0026).
  const window = first ? feeWindowAt(segmentDepartureUtc(first), subject.now) : FEE_WINDOWS[0];
  const fee = fare.cancellationFee;
  const inWindow =
    fee === null || fee === undefined
      ? fare
      : { ...fare, cancellationFee: cancellationFeeIn(window, paise(fee), paise(fare.base)) };
  const charge = cancellationCharge(inWindow);
  const { cancellationProtection, tjFlex } = subject.booking.protection ?? {};
  // TJ Flex waives the airline's fee for its passengers when cancelling 24 h ahead or more.
  const flexWaives =
    first !== undefined &&
    tjFlex?.passengerIds.includes(passengerId) === true &&
    tjFlexWaivesFee(segmentDepartureUtc(first), subject.now);
  const isProtected = cancellationProtection !== undefined || flexWaives;
  return {
    tripIndex,
    segmentIds: trip.segments.map((segment) => segment.id),
    route: `${first?.departureAirport.code}-${last?.arrivalAirport.code}`,
    passengerId,
    passengerName: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`.trim(),
    type: passenger.type,
    refundableType: fare.refundableType,
    // Cancellation protection (and TJ Flex) refund what they promise: no airline fee taken.
    ...(isProtected ? protectedCancellationCharge(charge) : charge),
  };
}

/**
 * What cancelling the selection (or everything still booked) would refund, per passenger
 * and journey leg, with the checks of J§2 and J§8. A selection that is exactly an earlier
 * cancellation, or a repeat of "cancel everything" once everything is cancelled, replays it.
 */
export function quoteCancellation(
  subject: CancellationSubject,
  segments: CancellationQuoteRequest["segments"],
): CancellationQuote {
  const { booking, review, amendments, now } = subject;
  const cancelled = new Set(amendments.flatMap((amendment) => [...pairsOf(amendment.lines)]));
  const selected = segments
    ? selectedPairs(subject, segments)
    : new Set(allPairs(subject).filter((key) => !cancelled.has(key)));
  if (selected === null) return INVALID;
  if (selected === "split") return SPLIT_JOURNEY;
  const replayed = segments
    ? amendments.find((amendment) => sameSet(pairsOf(amendment.lines), selected))
    : selected.size === 0
      ? amendments.at(-1)
      : undefined;
  if (replayed) return { kind: "replay", amendment: replayed };
  if (booking.status !== "Success" || selected.size === 0) return INVALID;
  if ([...selected].some((key) => cancelled.has(key))) return INVALID;
  const tripsCancelled = new Set([...selected].map((key) => Number(key.split(":")[0])));
  for (const tripIndex of tripsCancelled) {
    const first = review.trips[tripIndex]?.segments[0];
    if (!first || segmentDepartureUtc(first) <= now) return DEPARTED;
  }
  const gone = new Set([...cancelled, ...selected]);
  if (infantsOutnumberAdults(subject, gone)) return refused(refuse("1001", 400));
  const lines = [...selected].sort().map((key) => lineOf(subject, key));
  const refund = lines.reduce((sum, line) => sum + line.refund, 0);
  const refunded = amendments.reduce((sum, amendment) => sum + amendment.refund, 0);
  const charged = amountCharged(paise(booking.total), paise(booking.voucherDiscount));
  const overLimit = refundLimitError(refund, refunded, charged);
  if (overLimit) return refused(refuseAll(400, [overLimit]));
  return { kind: "quote", lines, cancelsBooking: allPairs(subject).every((key) => gone.has(key)) };
}
