import { type CancellationQuotePayload, cancelledAddOns, endpoints } from "@wayfare/domain";
import type { AmendmentRow } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { quoteCancellation } from "./cancellation-quote";
import {
  loadCancellationSubject,
  NO_BOOKING,
  refundWallet,
  refuseGuestCancellation,
} from "./cancellation-subject";

export function amendmentTotals(amendment: Pick<AmendmentRow, "lines">) {
  return {
    totalCancellationFee: amendment.lines.reduce((sum, line) => sum + line.cancellationFee, 0),
    totalRefund: amendment.lines.reduce((sum, line) => sum + line.refund, 0),
  };
}

/**
 * POST /xms/v1/flight/cancellation/quote: the airline fee and the refund of cancelling the
 * chosen passengers per segment (or the whole booking), without cancelling anything; 2504
 * for what is already cancelled.
 */
export const cancellationQuote = forUser(
  endpoints.cancellationQuote,
  async (request, { ctx, subject }) => {
    const refused = refuseGuestCancellation(subject);
    if (refused) return refused;
    const loaded = await loadCancellationSubject(
      ctx.db,
      subject,
      request.bookingId,
      ctx.config.now(),
    );
    if (!loaded) return NO_BOOKING();
    const quoted = quoteCancellation(loaded, request.segments);
    if (quoted.kind === "refused") return quoted.refusal;
    if (quoted.kind === "replay") return refuse("2504", 400);
    const payload: CancellationQuotePayload = {
      bookingId: loaded.booking.id,
      lines: quoted.lines,
      addOns: cancelledAddOns(loaded.booking.addOns, quoted.lines),
      ...amendmentTotals(quoted),
      refundTo: refundWallet(loaded.wallet),
      cancelsBooking: quoted.cancelsBooking,
    };
    return payload;
  },
);
