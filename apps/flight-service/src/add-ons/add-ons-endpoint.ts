import { type AddOnsRequest, endpoints, type TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { bookingPayload, fareSummaryOf } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings, type ReviewRow } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse, refuseEach } from "../http/refusal";
import { CLEARED_REDEMPTION } from "../payments/redemption";
import { chargesOf } from "./add-on-charges";
import { priceSelections } from "./price-selections";
import { heldOn, replaceSeats, SeatAlreadyTaken, seatsHeldByOthers } from "./sold-seats";
import { lockUnpaidBookingToChange } from "./unpaid-booking";

type Chosen = { booking: BookingRow; review: ReviewRow } | Refusal;

/**
 * In one transaction on the locked booking: the choices priced, the booking's seats
 * replaced (the unique seat key settles a race for a seat), the add-ons and the new
 * total stored, so payment must charge it (1015 otherwise). A voucher or TJ Cash applied
 * to the old total is cleared: it is applied again to the new one.
 */
async function choose(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: AddOnsRequest,
): Promise<Chosen> {
  const now = ctx.config.now();
  try {
    return await ctx.db.transaction(async (tx): Promise<Chosen> => {
      const loaded = await lockUnpaidBookingToChange(tx, subject, request.bookingId, now);
      if (loaded instanceof Refusal) return loaded;
      const { booking, review, flights } = loaded;
      const held = await seatsHeldByOthers(tx, flights, booking.id, now);
      const priced = priceSelections(loaded, request.selections, (flight) => heldOn(held, flight));
      if (!priced.ok && priced.code === "1915") return refuse("1915", 409);
      if (!priced.ok) return refuseEach("WF100", 400, priced.messages);
      await replaceSeats(tx, booking.id, priced.seats, now);
      const charges = chargesOf({ ...booking, addOns: priced.addOns });
      const [updated] = await tx
        .update(bookings)
        .set({
          addOns: priced.addOns,
          total: fareSummaryOf(review.trips, charges).total,
          ...CLEARED_REDEMPTION,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      return { booking: updated as BookingRow, review };
    });
  } catch (error) {
    if (error instanceof SeatAlreadyTaken) return refuse("1915", 409);
    throw error;
  }
}

/**
 * POST /xms/v1/flight/add-ons: the seats, meals, baggage, fast forward and wheelchair of
 * every passenger and flight of the caller's unpaid booking, replacing earlier choices;
 * answers the booking with its new total and fare summary.
 */
export const addOns = forUser(endpoints.addOns, async (request, { ctx, subject }) => {
  const chosen = await choose(ctx, subject, request);
  if (chosen instanceof Refusal) return chosen;
  return bookingPayload(chosen.booking, chosen.review);
});
