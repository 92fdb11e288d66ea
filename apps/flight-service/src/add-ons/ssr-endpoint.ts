import { endpoints, type SsrPayload } from "@wayfare/domain";
import { forUser } from "../http/handlers";
import { Refusal } from "../http/refusal";
import { loadAddOnBooking } from "../modify-booking/ticketed-booking";
import { segmentHeading } from "./add-on-flights";
import { ssrOptions } from "./ssr-catalogue";
import { passengersOf } from "./unpaid-booking";

/**
 * POST /xms/v1/flight/ssr: per flight of the caller's unpaid or ticketed booking, the meals, extra
 * baggage, fast forward and wheelchair on sale, and the add-ons chosen so far.
 */
export const ssr = forUser(endpoints.ssr, async ({ bookingId }, { ctx, subject }) => {
  const loaded = await loadAddOnBooking(ctx.db, subject, bookingId, ctx.config.now());
  if (loaded instanceof Refusal) return loaded;
  const { booking, flights } = loaded;
  const payload: SsrPayload = {
    bookingId: booking.id,
    passengers: passengersOf(booking),
    segments: flights.map((flight) => ({
      ...segmentHeading(flight),
      isDomestic: flight.isDomestic,
      mealIncluded: flight.mealIncluded,
      ...ssrOptions(flight),
    })),
    addOns: booking.addOns,
  };
  return payload;
});
