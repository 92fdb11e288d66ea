import { randomInt } from "node:crypto";
import {
  type CancellationConfirmPayload,
  type CancellationLine,
  cancelledAddOns,
  endpoints,
  formatMoney,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { returnSeats } from "../booking/seat-counters";
import { refundRecipientOf } from "../booking-import/original-payer";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import {
  type AmendmentRow,
  amendments,
  type BookingRow,
  bookings,
  type ReviewRow,
} from "../db/schema";
import { type EndpointData, forUser } from "../http/handlers";
import { Refusal } from "../http/refusal";
import { credit } from "../ledger/ledger";
import { notifyUser } from "../notifications/notify";
import { sendToOutbox } from "../outbox/outbox";
import { cancellationEmail } from "../outbox/templates/cancellation";
import { logBooking } from "./booking-log";
import { quoteCancellation } from "./cancellation-quote";
import { amendmentTotals } from "./cancellation-quote-endpoint";
import {
  loadCancellationSubject,
  NO_BOOKING,
  refundWallet,
  refuseGuestCancellation,
} from "./cancellation-subject";

type Confirmed =
  | { amendment: AmendmentRow; booking: BookingRow; status: BookingRow["status"] }
  | Refusal;

const newAmendmentId = () => `AM${randomInt(10 ** 9, 10 ** 10)}`;

/** The seats of the cancelled adults and children go back to each leg's flights. */
async function returnCancelledSeats(tx: Transaction, review: ReviewRow, lines: CancellationLine[]) {
  let firstClaim = 0;
  for (const [tripIndex, trip] of review.trips.entries()) {
    const claims = review.seatClaims.slice(firstClaim, firstClaim + trip.segments.length);
    firstClaim += trip.segments.length;
    const seats = lines.filter((line) => line.tripIndex === tripIndex && line.type !== "INFANT");
    await returnSeats(tx, claims, seats.length);
  }
}

/**
 * Cancels in one transaction on the locked booking row: the amendment row, the refund to
 * the wallet the booking was paid from, the seats, the booking's status, the email. A
 * repeated confirmation finds its amendment and answers it again.
 */
async function cancel(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: EndpointData<typeof endpoints.cancellationConfirm>,
): Promise<Confirmed> {
  return ctx.db.transaction(async (tx): Promise<Confirmed> => {
    const now = ctx.config.now();
    const loaded = await loadCancellationSubject(tx, subject, request.bookingId, now, true);
    if (!loaded) return NO_BOOKING();
    const quoted = quoteCancellation(loaded, request.segments);
    if (quoted.kind === "refused") return quoted.refusal;
    if (quoted.kind === "replay") {
      return {
        amendment: quoted.amendment,
        booking: loaded.booking,
        status: loaded.booking.status,
      };
    }
    const [amendment] = await tx
      .insert(amendments)
      .values({
        id: newAmendmentId(),
        bookingId: loaded.booking.id,
        userId: subject.userId,
        type: "CANCELLATION",
        lines: quoted.lines,
        refund: amendmentTotals(quoted).totalRefund,
        wallet: refundWallet(loaded.wallet),
        remarks: request.remarks || null,
        createdAt: now,
      })
      .returning();
    if (!amendment) throw new Error("amendment not written");
    if (amendment.refund > 0) {
      // Back to whoever paid: the booking's owner (decision 0029), or who booked an imported one.
      const refunded = await credit(tx, {
        userId: await refundRecipientOf(tx, loaded.booking),
        wallet: amendment.wallet,
        amount: amendment.refund,
        reason: "FLIGHT_CANCELLATION",
        reference: amendment.id,
        idempotencyKey: `refund:${amendment.id}`,
      });
      if (!refunded.ok) throw new Error(`refund of ${amendment.id} refused: ${refunded.code}`);
    }
    await returnCancelledSeats(tx, loaded.review, quoted.lines);
    const status = quoted.cancelsBooking ? "CANCELLED" : loaded.booking.status;
    if (quoted.cancelsBooking) {
      await tx.update(bookings).set({ status }).where(eq(bookings.id, loaded.booking.id));
    }
    await sendToOutbox(tx, [
      {
        channel: "EMAIL",
        recipient: loaded.booking.contact.email,
        ...cancellationEmail(loaded.booking, amendment),
      },
    ]);
    const cancelled = { kind: "BOOKING_CANCELLED", bookingId: loaded.booking.id } as const;
    await notifyUser(tx, loaded.booking.userId, cancelled, now);
    await logBooking(tx, {
      bookingId: loaded.booking.id,
      kind: "CANCELLED",
      at: now,
      by: subject,
      detail: `${amendment.id}, refund ${formatMoney(amendment.refund)}`,
    });
    return { amendment, booking: loaded.booking, status };
  });
}

function confirmation(
  amendment: AmendmentRow,
  booking: Pick<BookingRow, "addOns">,
  status: BookingRow["status"],
): CancellationConfirmPayload {
  return {
    amendmentId: amendment.id,
    amendmentType: "CANCELLATION",
    bookingId: amendment.bookingId,
    bookingStatus: status,
    lines: amendment.lines,
    addOns: cancelledAddOns(booking.addOns, amendment.lines),
    ...amendmentTotals(amendment),
    refundTo: amendment.wallet,
    cancelsBooking: status === "CANCELLED",
    remarks: amendment.remarks,
    createdAt: amendment.createdAt.toISOString(),
  };
}

/**
 * POST /xms/v1/flight/cancellation/confirm: cancels the chosen passengers per segment (or
 * the whole booking) and refunds them; the answer carries the request id (J§2).
 */
export const cancellationConfirm = forUser(
  endpoints.cancellationConfirm,
  async (request, { ctx, subject }) => {
    const refused = refuseGuestCancellation(subject);
    if (refused) return refused;
    const confirmed = await cancel(ctx, subject, request);
    if (confirmed instanceof Refusal) return confirmed;
    return confirmation(confirmed.amendment, confirmed.booking, confirmed.status);
  },
);
