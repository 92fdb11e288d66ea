import {
  FARE_RULE_INFO_ENTRIES,
  type FareRule,
  fareFeeSchedules,
  type Trip,
} from "@wayfare/domain";

/**
 * The rules of each leg's fare, read from the fare the inventory priced (one adult's
 * fare detail: every passenger type carries the same fees), with the fees of each of the
 * domain's windows before departure (`fareFeeSchedules`).
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
        ...fareFeeSchedules(detail),
        info: FARE_RULE_INFO_ENTRIES.map((entry) => ({ ...entry })),
      };
    }),
  );
}
