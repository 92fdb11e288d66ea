import {
  type CancellationQuotePayload,
  type CancellationQuoteRequest,
  cancellationQuoteRequestSchema,
  cancelledAddOns,
  catalogueError,
  type TokenSubject,
} from "@wayfare/domain";
import type { ServiceContext } from "../context";
import type { AmendmentRow } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
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

async function quote(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: CancellationQuoteRequest,
) {
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
  if (quoted.kind === "refused") return failure(quoted.status, [quoted.error]);
  if (quoted.kind === "replay") return failure(400, [catalogueError("2504")]);
  const payload: CancellationQuotePayload = {
    bookingId: loaded.booking.id,
    lines: quoted.lines,
    addOns: cancelledAddOns(loaded.booking.addOns, quoted.lines),
    ...amendmentTotals(quoted),
    refundTo: refundWallet(loaded.wallet),
    cancelsBooking: quoted.cancelsBooking,
  };
  return success(payload);
}

/**
 * POST /xms/v1/flight/cancellation/quote: the airline fee and the refund of cancelling the
 * chosen passengers per segment (or the whole booking), without cancelling anything; 2504
 * for what is already cancelled.
 */
export async function cancellationQuoteEndpoint(
  ctx: ServiceContext,
  request: Request,
): Promise<Response> {
  const parsed = parseOrFail(cancellationQuoteRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => quote(ctx, subject, parsed.value.data));
}
