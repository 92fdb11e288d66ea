import { z } from "zod";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { searchFareTypeSchema } from "../catalogues/search-fare-type-schema";
import { tripTypeSchema } from "../catalogues/trip-type-schema";
import { MULTICITY_MAX_LEGS } from "../config/limits";
import { AIRLINE_CODE_PATTERN, AIRPORT_CODE_PATTERN, isTravelDate } from "./search-patterns";

/**
 * The search query of J§3. Decisions where the spec is silent: airport and city codes are
 * three capital letters (IATA); airline codes two capital letters or digits ("6E");
 * travel dates yyyy-mm-dd; a one-way trip has 1 route, a return trip 2 (the second is the
 * first reversed) and a multicity trip 2 to 5 routes.
 */

export const airportCodeSchema = z.string().regex(AIRPORT_CODE_PATTERN);
export const airlineCodeSchema = z.string().regex(AIRLINE_CODE_PATTERN);

export const travelDateSchema = z.string().refine(isTravelDate);

export const routeInfoSchema = z.object({
  fromCityOrAirport: airportCodeSchema,
  toCityOrAirport: airportCodeSchema,
  travelDate: travelDateSchema,
});

export type RouteInfo = z.infer<typeof routeInfoSchema>;

export const paxInfoSchema = z.object({
  ADULT: z.int().min(1),
  CHILD: z.int().min(0),
  INFANT: z.int().min(0),
});

export type PaxInfo = z.infer<typeof paxInfoSchema>;

export const searchModifiersSchema = z.object({
  isDirectFlight: z.boolean().optional(),
  isConnectingFlight: z.boolean().optional(),
});

export type SearchModifiers = z.infer<typeof searchModifiersSchema>;

export const ROUTE_COUNT_BY_TRIP_TYPE = {
  ONEWAY: { min: 1, max: 1 },
  RETURN: { min: 2, max: 2 },
  MULTICITY: { min: 2, max: MULTICITY_MAX_LEGS },
} as const;

export const searchQuerySchema = z
  .object({
    tripType: tripTypeSchema,
    routeInfos: z.array(routeInfoSchema).min(1).max(MULTICITY_MAX_LEGS),
    cabinClass: cabinClassSchema,
    paxInfo: paxInfoSchema,
    preferredAirlines: z.array(airlineCodeSchema),
    fareType: searchFareTypeSchema,
    searchModifiers: searchModifiersSchema,
  })
  .refine(({ tripType, routeInfos }) => {
    const { min, max } = ROUTE_COUNT_BY_TRIP_TYPE[tripType];
    return routeInfos.length >= min && routeInfos.length <= max;
  })
  .refine(({ tripType, routeInfos: [onward, back] }) => {
    if (tripType !== "RETURN" || !onward || !back) return true;
    return (
      back.fromCityOrAirport === onward.toCityOrAirport &&
      back.toCityOrAirport === onward.fromCityOrAirport
    );
  });

export type SearchQuery = z.infer<typeof searchQuerySchema>;
