import type { FareRule, FareRuleInfo, FareRuleInfoEntry } from "../api/fare-rules";
import { formatMoney, type Paise } from "../money/money";
import type { FareDetail, Trip, TripPrice } from "../results/trip-schema";
import { FEE_WINDOW_LABELS, type FeeWindow, fareFeeSchedules } from "./fee-windows";

/** What a fare with a meal includes, in the Meal entry. */
export const FARE_INCLUDED_MEAL = "Free meal";

/**
 * The five info entries of one fare (J§9, the fare rules' tabs), from its fare detail:
 * Baggage, its check-in and cabin allowances; Cancellation and Date Change, the fee in each
 * window before departure (`fareFeeSchedules`), or none when the airline gave no fee for the
 * fare; Seat, nothing (no fare here includes a seat: the seat map prices them); Meal, a free
 * meal when the fare has one. What is left empty reads 'As per airline policy.'
 */
export function fareRuleInfo(detail: FareDetail): FareRuleInfo {
  const schedules = fareFeeSchedules(detail);
  const allowance = (text: string) => (text.trim() === "" ? null : text);
  return [
    {
      title: "Baggage",
      checkIn: allowance(detail.baggage.checkIn),
      cabin: allowance(detail.baggage.cabin),
    },
    {
      title: "Cancellation",
      fees: detail.cancellationFee === undefined ? [] : schedules.cancellation,
    },
    {
      title: "Date Change",
      fees: detail.dateChangeFee === undefined ? [] : schedules.dateChange,
    },
    { title: "Seat", included: [] },
    { title: "Meal", included: detail.mealIncluded ? [FARE_INCLUDED_MEAL] : [] },
  ];
}

/**
 * The rules of one fare of a leg (one adult's fare detail: every passenger type carries the
 * same fees), with the fees of each window before departure and its five info entries.
 */
export function fareRuleOf(trip: Trip, price: TripPrice): FareRule {
  const detail = price.fareDetails.ADULT;
  const first = trip.segments[0];
  const last = trip.segments[trip.segments.length - 1];
  return {
    route: `${first?.departureAirport.code}-${last?.arrivalAirport.code}`,
    flightNumbers: trip.segments.map((segment) => `${segment.airline.code}${segment.flightNumber}`),
    fareIdentifier: price.fareIdentifier,
    fareType: price.fareType,
    cabinClass: detail.cabinClass,
    bookingClass: detail.bookingClass,
    fareBasis: detail.fareBasis,
    refundableType: detail.refundableType,
    baggage: detail.baggage,
    mealIncluded: detail.mealIncluded,
    ...fareFeeSchedules(detail),
    info: fareRuleInfo(detail),
  };
}

/** The rules of every fare of each leg, in order (a review's legs hold their chosen fare). */
export function fareRulesOf(trips: readonly Trip[]): FareRule[] {
  return trips.flatMap((trip) => trip.prices.map((price) => fareRuleOf(trip, price)));
}

/** One line of an info entry: what (a window, an allowance) and how much or what. */
export interface FareRuleInfoRow {
  term: string;
  detail: string;
}

export interface FareRuleInfoLabels {
  checkIn: string;
  cabin: string;
  included: string;
  /** A fee window in which the fare does not allow the change. */
  notPermitted: string;
  feeWindow: (window: FeeWindow) => string;
  fee: (amount: Paise) => string;
}

export const FARE_RULE_INFO_LABELS: FareRuleInfoLabels = {
  checkIn: "Check-in",
  cabin: "Cabin",
  included: "Included",
  notPermitted: "Not permitted",
  feeWindow: (window) => FEE_WINDOW_LABELS[window],
  fee: formatMoney,
};

/**
 * An info entry as lines to show; none when the airline sets nothing in it, which then
 * reads `fareRuleInfoText(entry.title)` ('As per airline policy.').
 */
export function fareRuleInfoRows(
  entry: FareRuleInfoEntry,
  labels: FareRuleInfoLabels = FARE_RULE_INFO_LABELS,
): FareRuleInfoRow[] {
  switch (entry.title) {
    case "Baggage":
      return [
        { term: labels.checkIn, detail: entry.checkIn },
        { term: labels.cabin, detail: entry.cabin },
      ].flatMap((row) => (row.detail === null ? [] : [{ term: row.term, detail: row.detail }]));
    case "Cancellation":
    case "Date Change":
      return entry.fees.map(({ window, fee }) => ({
        term: labels.feeWindow(window),
        detail: fee === null ? labels.notPermitted : labels.fee(fee),
      }));
    case "Seat":
    case "Meal":
      return entry.included.map((detail) => ({ term: labels.included, detail }));
  }
}
