import { z } from "zod";
import { localDateTimeSchema } from "../results/trip-schema";
import { airportCodeSchema } from "../search/search-query";
import { myBookingSummarySchema } from "./booking-lifecycle";
import { requestBodySchema } from "./envelope";

/** The caller's next trips for the landing page (J§2 upcoming travel; J§7's call). */
export const UPCOMING_TRAVEL_PATH = "/xms/v1/getUpcomingtravelBookings";

export const upcomingTravelRequestSchema = requestBodySchema(z.object({}).strict());

export const upcomingTripSchema = myBookingSummarySchema
  .pick({ bookingId: true, pnrs: true, from: true, to: true, passengers: true })
  .extend({
    /** The booking's next flight still to depart; its time is local to `from`. */
    nextFlight: z.object({
      from: airportCodeSchema,
      to: airportCodeSchema,
      departure: localDateTimeSchema,
      airline: z.string(),
      flightNumber: z.string(),
    }),
  });
export type UpcomingTrip = z.infer<typeof upcomingTripSchema>;

export const upcomingTravelPayloadSchema = z.object({ trips: z.array(upcomingTripSchema) });
export type UpcomingTravelPayload = z.infer<typeof upcomingTravelPayloadSchema>;
