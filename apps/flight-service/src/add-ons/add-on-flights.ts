import type { CabinClass, Segment } from "@wayfare/domain";
import type { ReviewRow } from "../db/schema";
import { flightsOn, type ScheduledFlight } from "../inventory/schedule";
import { isDomesticAirport } from "../reference/airports";

/** A flight of a booking, as the add-ons see it. */
export interface AddOnFlight {
  segment: Segment;
  tripIndex: number;
  flight: ScheduledFlight;
  /** The seat key: airline code and number ("6E2134"), local departure date. */
  flightNumber: string;
  flightDate: string;
  cabinClass: CabinClass;
  mealIncluded: boolean;
  isDomestic: boolean;
}

function scheduled(segment: Segment): ScheduledFlight {
  const date = segment.departureTime.slice(0, 10);
  const { departureAirport, arrivalAirport } = segment;
  const flight = flightsOn(departureAirport.code, arrivalAirport.code, date).find(
    (candidate) => candidate.id === segment.id,
  );
  if (!flight) throw new Error(`segment ${segment.id} is not in the schedule`);
  return flight;
}

/** Every flight of a reviewed journey, in order, with the cabin and meal of its fare. */
export function addOnFlights(review: ReviewRow): AddOnFlight[] {
  return review.trips.flatMap((trip, tripIndex) => {
    const fare = trip.prices[0]?.fareDetails.ADULT;
    if (!fare) throw new Error(`trip ${trip.id} has no price`);
    return trip.segments.map((segment) => {
      const flight = scheduled(segment);
      return {
        segment,
        tripIndex,
        flight,
        flightNumber: `${flight.airline}${flight.flightNumber}`,
        flightDate: flight.date,
        cabinClass: fare.cabinClass,
        mealIncluded: fare.mealIncluded,
        isDomestic: isDomesticAirport(flight.from) && isDomesticAirport(flight.to),
      };
    });
  });
}

/** The flight fields every add-on list starts with. */
export function segmentHeading(flight: AddOnFlight) {
  return {
    segmentId: flight.segment.id,
    tripIndex: flight.tripIndex,
    flightNumber: flight.flightNumber,
    from: flight.flight.from,
    to: flight.flight.to,
    departureTime: flight.segment.departureTime,
  };
}
