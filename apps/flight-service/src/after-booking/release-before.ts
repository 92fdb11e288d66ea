import { bookingIdSchema, endpoints } from "@wayfare/domain";
import type { Hono } from "hono";
import { z } from "zod";
import { parsePriceId } from "../booking/price-id";
import type { ServiceContext } from "../context";
import { type FlightKey, ofBooking, onFlights, releaseExpiredBookings } from "./expired-holds";

const priceIdsBody = z.object({
  data: z.object({ priceIds: z.array(z.string().max(512)).max(5) }),
});
const bookingIdBody = z.object({ data: z.object({ bookingId: bookingIdSchema }) });

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

/** The flights of a review request's price ids ("6E123-DEL-BOM-2026-03-01" → 6E123 that day). */
function reviewedFlights(body: unknown): FlightKey[] {
  const parsed = priceIdsBody.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.data.priceIds.flatMap(
    (priceId) =>
      parsePriceId(priceId)?.flights.map((flight) => ({
        flightNumber: flight.id.split("-")[0] ?? "",
        flightDate: flight.date,
      })) ?? [],
  );
}

/**
 * Before review, expired unpaid bookings on the requested flights give their seats back;
 * before booking details, the booking asked for. Registered ahead of those endpoints; a body
 * that does not parse is left for the endpoint to refuse. The book releases them itself,
 * after authenticating, when it finds the class short of seats (book-endpoint).
 */
export function releaseExpiredBeforeBookingRoutes(app: Hono, ctx: ServiceContext): void {
  app.use(endpoints.flightReview.path, async (c, next) => {
    const flights = reviewedFlights(await bodyOf(c.req.raw));
    await releaseExpiredBookings(ctx.db, ctx.config.now(), onFlights(flights));
    await next();
  });
  app.use(endpoints.bookingDetails.path, async (c, next) => {
    const parsed = bookingIdBody.safeParse(await bodyOf(c.req.raw));
    if (parsed.success) {
      await releaseExpiredBookings(ctx.db, ctx.config.now(), ofBooking(parsed.data.data.bookingId));
    }
    await next();
  });
}
