import {
  type AddOnsRequest,
  addOnsRequestSchema,
  catalogueError,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { bookingPayload, fareSummaryOf } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings, type ReviewRow } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { paymentInFlight } from "../payments/in-flight";
import { CLEARED_REDEMPTION } from "../payments/redemption";
import { chargesOf } from "./add-on-charges";
import { priceSelections } from "./price-selections";
import { heldOn, replaceSeats, SeatAlreadyTaken, seatsHeldByOthers } from "./sold-seats";
import { loadUnpaidBooking } from "./unpaid-booking";

type Chosen =
  | { ok: true; booking: BookingRow; review: ReviewRow }
  | { ok: false; status: number; errors: { errCode: string; message: string }[] };

const refusal = (status: number, code: string): Chosen => ({
  ok: false,
  status,
  errors: [catalogueError(code)],
});

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
      const loaded = await loadUnpaidBooking(tx, subject, request.bookingId, now, true);
      if (!loaded.ok) return refusal(loaded.status, loaded.code);
      const { booking, review, flights } = loaded.value;
      // The card payment in flight is for the total as it was: it must not change under it.
      if (await paymentInFlight(tx, booking.id, now)) return refusal(409, "2504");
      const held = await seatsHeldByOthers(tx, flights, booking.id, now);
      const priced = priceSelections(loaded.value, request.selections, (flight) =>
        heldOn(held, flight),
      );
      if (!priced.ok && priced.code === "1915") return refusal(409, "1915");
      if (!priced.ok) {
        return {
          ok: false,
          status: 400,
          errors: priced.messages.map((message) => ({ errCode: "400", message })),
        };
      }
      await replaceSeats(tx, booking.id, priced.seats, now);
      const charges = chargesOf({ addOns: priced.addOns, passengers: booking.passengers });
      const [updated] = await tx
        .update(bookings)
        .set({
          addOns: priced.addOns,
          total: fareSummaryOf(review.trips, charges).total,
          ...CLEARED_REDEMPTION,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      return { ok: true, booking: updated as BookingRow, review };
    });
  } catch (error) {
    if (error instanceof SeatAlreadyTaken) return refusal(409, "1915");
    throw error;
  }
}

/**
 * POST /xms/v1/flight/add-ons: the seats, meals, baggage, fast forward and wheelchair of
 * every passenger and flight of the caller's unpaid booking, replacing earlier choices;
 * answers the booking with its new total and fare summary.
 */
export async function addOnsEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(addOnsRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, async (subject) => {
    const chosen = await choose(ctx, subject, parsed.value.data);
    if (!chosen.ok) return failure(chosen.status, chosen.errors);
    return success(bookingPayload(chosen.booking, chosen.review));
  });
}
