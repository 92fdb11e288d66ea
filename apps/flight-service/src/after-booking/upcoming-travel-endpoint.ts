import { endpoints, upcomingTravel } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { segmentDepartureUtc } from "./journey-times";
import { visibleBookings } from "./my-bookings-endpoint";
import { refuseVisitor } from "./visitor-guard";

/**
 * POST /xms/v1/getUpcomingtravelBookings: the caller's next trips for the landing page
 * (J§2 upcoming travel), each with its next flight still to depart.
 */
export const upcomingTravelBookings = forUser(
  endpoints.upcomingTravel,
  async (_, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const now = ctx.config.now();
    const entries = (await visibleBookings(ctx, subject, now)).map(({ trips, summary }) => {
      const next = trips
        .flatMap((trip) => trip.segments)
        .map((segment) => ({ segment, departs: segmentDepartureUtc(segment) }))
        .find(({ departs }) => departs > now);
      return { ...summary, next, nextDeparture: next?.departs };
    });
    const trips = upcomingTravel(entries, now).flatMap(({ next, ...entry }) =>
      next
        ? [
            {
              bookingId: entry.bookingId,
              pnrs: entry.pnrs,
              from: entry.from,
              to: entry.to,
              passengers: entry.passengers,
              nextFlight: {
                from: next.segment.departureAirport.code,
                to: next.segment.arrivalAirport.code,
                departure: next.segment.departureTime,
                airline: next.segment.airline.code,
                flightNumber: next.segment.flightNumber,
              },
            },
          ]
        : [],
    );
    return { trips };
  },
);
