import { z } from "zod";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { fareTypeSchema } from "../catalogues/fare-type-schema";
import { refundableTypeSchema } from "../catalogues/refundable-type-schema";
import { airlineCodeSchema, airportCodeSchema } from "../search/search-query";

/**
 * Search-result entities of J§3 with readable names (spec short names in comments).
 * Times are local wall-clock ISO strings at the airport named beside them
 * ("2026-03-01T06:30"); durations are minutes; money is integer paise.
 */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
export const localDateTimeSchema = z.string().regex(LOCAL_DATE_TIME_PATTERN);

const paiseAmount = z.int().nonnegative();

/** da / aa: code, name, city, country, terminal. */
export const segmentAirportSchema = z.object({
  code: airportCodeSchema,
  name: z.string(),
  city: z.string(),
  country: z.string(),
  terminal: z.string().optional(),
});

/** fD.aI: code, isLcc, name. */
export const segmentAirlineSchema = z.object({
  code: airlineCodeSchema,
  name: z.string(),
  isLcc: z.boolean(),
});

/** sI: one flight. `stops` are technical stops within it, at the `stopovers` (so) airports. */
export const segmentSchema = z.object({
  id: z.string().min(1),
  departureAirport: segmentAirportSchema,
  arrivalAirport: segmentAirportSchema,
  departureTime: localDateTimeSchema,
  arrivalTime: localDateTimeSchema,
  durationMinutes: z.int().positive(),
  airline: segmentAirlineSchema,
  flightNumber: z.string().min(1),
  stops: z.int().nonnegative(),
  stopovers: z.array(airportCodeSchema),
});

export type Segment = z.infer<typeof segmentSchema>;

export const baggageSchema = z.object({
  checkIn: z.string(),
  cabin: z.string(),
});

/** The fare of one passenger type. */
export const fareDetailSchema = z.object({
  base: paiseAmount,
  taxes: paiseAmount,
  baggage: baggageSchema,
  cabinClass: cabinClassSchema,
  refundableType: refundableTypeSchema,
  seatsRemaining: z.int().nonnegative(),
  mealIncluded: z.boolean(),
  bookingClass: z.string().min(1),
  fareBasis: z.string().min(1),
  /** Airline penalties per passenger before departure (J§3 fare rules); null: not permitted. */
  cancellationFee: paiseAmount.nullable().optional(),
  dateChangeFee: paiseAmount.nullable().optional(),
});

export type FareDetail = z.infer<typeof fareDetailSchema>;

/**
 * One fare of a trip (a totalPriceList entry). tF → total, net (what a corporate user is
 * priced on), cm → commission, mu → markup, ft → fareType; fareIdentifier is the fare brand
 * shown to the user ("Flexi Plus"); sri / msri → the special-return ids. The amounts are for
 * the whole party searched; fareDetails hold the amounts of one passenger of each type.
 */
export const tripPriceSchema = z.object({
  id: z.string().min(1),
  fareIdentifier: z.string(),
  fareType: fareTypeSchema,
  base: paiseAmount,
  taxes: paiseAmount,
  total: paiseAmount,
  net: paiseAmount,
  commission: paiseAmount,
  markup: paiseAmount,
  tds: paiseAmount,
  fareDetails: z.object({
    ADULT: fareDetailSchema,
    CHILD: fareDetailSchema.optional(),
    INFANT: fareDetailSchema.optional(),
  }),
  specialReturnId: z.string().optional(),
  matchedSpecialReturnIds: z.array(z.string()).optional(),
});

export type TripPrice = z.infer<typeof tripPriceSchema>;

export const tripSchema = z.object({
  id: z.string().min(1),
  segments: z.array(segmentSchema).min(1),
  prices: z.array(tripPriceSchema).min(1),
});

export type Trip = z.infer<typeof tripSchema>;
