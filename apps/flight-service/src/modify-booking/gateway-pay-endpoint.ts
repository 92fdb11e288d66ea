import { alreadyBooked, type BookedAddOn, endpoints, quoteExpired } from "@wayfare/domain";
import { heldOn, seatsHeldByOthers } from "../add-ons/sold-seats";
import type { Transaction } from "../db/database";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { payThroughGateway } from "../payments/pay-through-gateway";
import { lockedModification } from "./locked-modification";
import type { TicketedBooking } from "./ticketed-booking";

/** Whether a seat added is held by another booking now: checked before the card is charged. */
async function seatTaken(
  tx: Transaction,
  loaded: TicketedBooking,
  added: readonly BookedAddOn[],
  now: Date,
) {
  const held = await seatsHeldByOthers(tx, loaded.flights, loaded.booking.id, now);
  return added.some((addOn) => {
    const flight = loaded.flights.find((candidate) => candidate.segment.id === addOn.segmentId);
    return addOn.seat && flight && heldOn(held, flight).has(addOn.seat.seatNo);
  });
}

/**
 * POST /xms/v1/flight/modify-booking/gateway-pay { modificationId, amount, mode, card |
 * upiId | bank }: pays a quoted modification through the gateway as `payment/initiate` pays
 * a booking; followed with `payment/status`, whose settlement puts the additions on the
 * booking once. On the locked modification and booking: still QUOTED (paid is 409 2504),
 * within the quote's minutes (409 WF114), its amount (1015), the additions still new (2504)
 * and the seats still free (409 1915: no card is charged for a seat already lost); a double
 * submit answers the payment in flight.
 */
export const modifyBookingGatewayPay = forUser(
  endpoints.modifyBookingGatewayPay,
  async (data, { ctx, subject }) =>
    payThroughGateway(ctx, subject, data, async (tx, now) => {
      const locked = await lockedModification(tx, subject, data.modificationId);
      if (locked instanceof Refusal) return locked;
      const { row, loaded } = locked;
      if (row.status === "PAID") return refuse("2504", 409);
      if (quoteExpired(row.createdAt, now)) return refuse("WF114", 409);
      if (data.amount !== row.amount) return refuse("1015", 400);
      if (alreadyBooked(loaded.booking.addOns, row.added)) return refuse("2504", 400);
      if (await seatTaken(tx, loaded, row.added, now)) return refuse("1915", 409);
      return { paysFor: { modificationId: row.id }, amount: row.amount };
    }),
);
