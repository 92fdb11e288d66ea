import { endpoints, retryBookingDecision, type TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { logBooking } from "../after-booking/booking-log";
import { bookingPayload, findReview } from "../booking/booking-payload";
import { lockOwnBooking } from "../booking/own-booking";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { notifyUser } from "../notifications/notify";
import { askAirlineToTicket } from "./airline-ticketing";
import { paidState, ticketingOutcome } from "./ticketing";

/**
 * Asks the airline again for the tickets of the caller's paid, unticketed booking, on its
 * locked row, so two retries at once issue tickets once: a ticketed booking is answered as it
 * is, anything else not awaiting tickets is 2504. Nothing is charged.
 */
async function retry(ctx: ServiceContext, subject: TokenSubject, bookingId: string) {
  return ctx.db.transaction(async (tx): Promise<BookingRow | Refusal> => {
    const booking = await lockOwnBooking(tx, subject.userId, bookingId);
    if (!booking) return refuse("1016", 404);
    const decision = retryBookingDecision(paidState(booking));
    if (decision === "ticketed") return booking;
    if (decision === "refused") return refuse("2504", 400);
    const now = ctx.config.now();
    const answer = await askAirlineToTicket(tx, booking);
    const [updated] = await tx
      .update(bookings)
      .set(ticketingOutcome(answer, now))
      .where(eq(bookings.id, booking.id))
      .returning();
    if (answer.issued) {
      const confirmed = { kind: "BOOKING_CONFIRMED", bookingId: booking.id } as const;
      await notifyUser(tx, booking.userId, confirmed, now);
    }
    await logBooking(tx, {
      bookingId: booking.id,
      at: now,
      by: subject,
      ...(answer.issued
        ? { kind: "TICKETED" }
        : { kind: "TICKETING_FAILED", detail: answer.reason }),
    });
    return updated as BookingRow;
  });
}

/**
 * POST /xms/v1/flight/retry-booking: 'Retry booking' on the confirmation of a booking paid but
 * not ticketed (J§3, J§4, decision 0062); the booking's payer only (1016 for anyone else).
 */
export const retryBooking = forUser(
  endpoints.retryBooking,
  async ({ bookingId }, { ctx, subject }) => {
    const retried = await retry(ctx, subject, bookingId);
    if (retried instanceof Refusal) return retried;
    const found = await findReview(ctx.db, bookingId);
    if (!found) throw new Error(`booking ${bookingId} has no review`);
    return bookingPayload(retried, found.review);
  },
);
