import {
  catalogueError,
  type SsrPayload,
  ssrRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { segmentHeading } from "./add-on-flights";
import { ssrOptions } from "./ssr-catalogue";
import { loadUnpaidBooking, passengersOf } from "./unpaid-booking";

async function ssr(ctx: ServiceContext, subject: TokenSubject, bookingId: string) {
  const loaded = await loadUnpaidBooking(ctx.db, subject, bookingId, ctx.config.now());
  if (!loaded.ok) return failure(loaded.status, [catalogueError(loaded.code)]);
  const { booking, flights } = loaded.value;
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
  return success(payload);
}

/**
 * POST /xms/v1/flight/ssr: per flight of the caller's unpaid booking, the meals, extra
 * baggage, fast forward and wheelchair on sale, and the add-ons chosen so far.
 */
export async function ssrEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(ssrRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => ssr(ctx, subject, parsed.value.data.bookingId));
}
