import {
  catalogueError,
  type SendTicketRequest,
  sendTicketRequestSchema,
  TICKET_SEND_LIMIT,
  type TicketSentPayload,
  type TokenSubject,
} from "@wayfare/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { bookingReader } from "../after-booking/visible-bookings";
import { findReview } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { lockKey } from "../db/locks";
import { outboxMessages } from "../db/schema";
import { optionalSession } from "../http/authenticate";
import { clientAddress } from "../http/client-address";
import { catalogueFailure, failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { sendToOutbox } from "../outbox/outbox";
import { ticketMessage, ticketSubject } from "./ticket-message";

type Sent =
  | { ok: true; payload: TicketSentPayload; toViewer: boolean }
  | { ok: false; response: Response };

async function send(
  ctx: ServiceContext,
  subject: TokenSubject | null,
  request: SendTicketRequest,
  address: string,
): Promise<Sent> {
  const { bookingId, email, mobile, channel, withPrice } = request;
  const found = await findReview(ctx.db, bookingId);
  const booking = found?.booking;
  const lookup = { email, mobile, address, now: ctx.config.now() };
  const reader = booking && (await bookingReader(ctx.db, subject, booking, lookup));
  if (reader === "limited") return { ok: false, response: catalogueFailure(429, "416") };
  if (!found || !booking || !reader) {
    return { ok: false, response: failure(404, [catalogueError("1016")]) };
  }
  if (booking.status !== "Success") {
    return { ok: false, response: failure(400, [catalogueError("2504")]) };
  }
  const message = ticketMessage(booking, found.review, channel, withPrice);
  // The count and the insert under one per-booking lock: concurrent sends cannot pass the limit.
  return ctx.db.transaction(async (tx): Promise<Sent> => {
    await lockKey(tx, `ticket:${booking.id}`);
    const [sent] = await tx
      .select({ n: count() })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.subject, ticketSubject(booking.id)),
          gt(
            outboxMessages.createdAt,
            sql`now() - make_interval(mins => ${TICKET_SEND_LIMIT.windowMinutes})`,
          ),
        ),
      );
    if ((sent?.n ?? 0) >= TICKET_SEND_LIMIT.count) {
      return { ok: false, response: catalogueFailure(429, "416") };
    }
    await sendToOutbox(tx, [message]);
    return {
      ok: true,
      payload: { bookingId: booking.id, channel, recipient: message.recipient, withPrice },
      toViewer: reader === "viewer",
    };
  });
}

/**
 * POST /xms/v1/flight/send-ticket: a confirmed booking's ticket by email or SMS to its
 * contact, for those who may read it (as booking details); 5 per booking in 10
 * minutes, then 429 + 416.
 */
export async function sendTicketEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(sendTicketRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const session = await optionalSession(ctx, request);
  if (session instanceof Response) return session;
  const subject = session?.subject ?? null;
  const sent = await send(ctx, subject, parsed.value.data, clientAddress(request));
  if (!sent.ok) return sent.response;
  const headers: Record<string, string> =
    sent.toViewer && session ? { authorization: await ctx.sessions.rotate(session) } : {};
  return success(sent.payload, {}, headers);
}
