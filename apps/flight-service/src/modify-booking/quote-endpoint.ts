import { randomInt } from "node:crypto";
import { addedAddOns, addedAddOnsAmount, endpoints } from "@wayfare/domain";
import type { AddOnFlight } from "../add-ons/add-on-flights";
import { priceSelections } from "../add-ons/price-selections";
import { heldOn, seatsHeldByOthers } from "../add-ons/sold-seats";
import { type BookingModificationRow, bookingModifications } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse, refuseInput } from "../http/refusal";
import { modificationPayload } from "./modification-payload";
import { loadTicketedBooking, type TicketedBooking } from "./ticketed-booking";

/** Seats other bookings hold on a flight, and this booking's own seats there. */
function seatsTaken(loaded: TicketedBooking, held: Map<string, Set<string>>) {
  return (flight: AddOnFlight) => {
    const own = loaded.booking.addOns.flatMap((addOn) =>
      addOn.segmentId === flight.segment.id && addOn.seat ? [addOn.seat.seatNo] : [],
    );
    return new Set([...heldOn(held, flight), ...own]);
  };
}

/**
 * POST /xms/v1/flight/modify-booking/quote: on a ticketed booking the caller may act on,
 * what the choices add (domain addedAddOns: a booked one changed or none new is 400),
 * priced by the add-ons' own rules and inventory (a seat someone holds is 1915), kept as a
 * QUOTED modification to pay.
 */
export const modifyBookingQuote = forUser(
  endpoints.modifyBookingQuote,
  async (request, { ctx, subject }) => {
    const now = ctx.config.now();
    const loaded = await loadTicketedBooking(ctx.db, subject, request.bookingId);
    if (loaded instanceof Refusal) return loaded;
    const wanted = addedAddOns(loaded.booking.addOns, request.selections);
    if (!wanted.ok) return refuseInput([wanted.message]);
    const held = await seatsHeldByOthers(ctx.db, loaded.flights, loaded.booking.id, now);
    const priced = priceSelections(loaded, wanted.added, seatsTaken(loaded, held));
    if (!priced.ok && priced.code === "1915") return refuse("1915", 409);
    if (!priced.ok) return refuseInput(priced.messages);
    const [row] = await ctx.db
      .insert(bookingModifications)
      .values({
        id: `MB${randomInt(10 ** 11, 10 ** 12)}`,
        bookingId: loaded.booking.id,
        quotedBy: subject.userId,
        added: priced.addOns,
        amount: addedAddOnsAmount(priced.addOns),
        status: "QUOTED",
        createdAt: now,
      })
      .returning();
    return modificationPayload(row as BookingModificationRow, now);
  },
);
