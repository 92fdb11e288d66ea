import {
  CABIN_CLASS_VALUES,
  CACHE_TIMES_SECONDS,
  CURRENCY,
  endpoints,
  FARE_TYPE_VALUES,
  type FlightConfigPayload,
  MAX_PASSENGERS_PER_BOOKING,
  MULTICITY_MAX_LEGS,
  TRIP_TYPE_VALUES,
} from "@wayfare/domain";
import { forPublic } from "../http/handlers";

/** The search page's config (the flight config token), read from the domain's catalogues. */
export const FLIGHT_CONFIG: FlightConfigPayload = {
  maxPassengers: MAX_PASSENGERS_PER_BOOKING,
  multicityMaxLegs: MULTICITY_MAX_LEGS,
  tripTypes: [...TRIP_TYPE_VALUES],
  cabinClasses: [...CABIN_CLASS_VALUES],
  fareTypes: [...FARE_TYPE_VALUES],
  currency: CURRENCY,
  searchPageConfigMaxAgeSeconds: CACHE_TIMES_SECONDS.searchPageConfig,
};

/** GET /xms/v1/getFlightConfig. */
export const flightConfig = forPublic(endpoints.flightConfig, async () => FLIGHT_CONFIG);
