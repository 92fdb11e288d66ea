import {
  endpoints,
  type SendTicketRequest,
  TICKET_SEND_LIMIT,
  type TicketSentPayload,
  type TokenSubject,
} from "@wayfare/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { bookingReader } from "../after-booking/visible-bookings";
import { renewalHeaders } from "../auth/sessions";
import { findReview } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { lockKey } from "../db/locks";
import { outboxMessages } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { forAnyone } from "../http/handlers";
import { Refusal, refuse } from "../http/refusal";
import { reply } from "../http/reply";
import { sendToOutbox } from "../outbox/outbox";
import { ticketMessage, ticketSubject } from "../outbox/templates/ticket";

type Sent = { payload: TicketSentPayload; toViewer: boolean } | Refusal;

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
  if (reader === "limited") return refuse("416", 429);
  if (!found || !booking || !reader) return refuse("1016", 404);
  if (booking.status !== "Success") return refuse("2504", 400);
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
      return refuse("416", 429);
    }
    await sendToOutbox(tx, [message]);
    return {
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
export const sendTicket = forAnyone(
  endpoints.sendTicket,
  async (data, { ctx, request, session }) => {
    const sent = await send(ctx, session?.subject ?? null, data, clientAddress(request));
    if (sent instanceof Refusal) return sent;
    const headers = sent.toViewer && session ? await renewalHeaders(ctx.sessions, session) : {};
    return reply(sent.payload, { headers });
  },
);
