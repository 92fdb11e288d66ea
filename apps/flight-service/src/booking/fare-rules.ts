import {
  cancellationCharge,
  FARE_RULE_INFO_ENTRIES,
  type FareRule,
  type Trip,
} from "@wayfare/domain";

/**
 * The rules of each leg's fare, read from the fare the inventory priced (one adult's
 * fare detail: every passenger type carries the same fees): the cancellation fee is what
 * the domain's `cancellationCharge` keeps, so a non-refundable fare shows its whole base.
 */
export function fareRulesOf(trips: readonly Trip[]): FareRule[] {
  return trips.flatMap((trip) =>
    trip.prices.map((price) => {
      const detail = price.fareDetails.ADULT;
      const first = trip.segments[0];
      const last = trip.segments[trip.segments.length - 1];
      return {
        route: `${first?.departureAirport.code}-${last?.arrivalAirport.code}`,
        flightNumbers: trip.segments.map(
          (segment) => `${segment.airline.code}${segment.flightNumber}`,
        ),
        fareIdentifier: price.fareIdentifier,
        fareType: price.fareType,
        cabinClass: detail.cabinClass,
        bookingClass: detail.bookingClass,
        fareBasis: detail.fareBasis,
        refundableType: detail.refundableType,
        baggage: detail.baggage,
        mealIncluded: detail.mealIncluded,
        cancellation: [
          { window: "BEFORE_DEPARTURE", fee: cancellationCharge(detail).cancellationFee },
        ],
        dateChange: [{ window: "BEFORE_DEPARTURE", fee: detail.dateChangeFee ?? null }],
        info: FARE_RULE_INFO_ENTRIES.map((entry) => ({ ...entry })),
      };
    }),
  );
}
