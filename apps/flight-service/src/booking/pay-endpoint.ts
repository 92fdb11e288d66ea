import {
  catalogueError,
  holdPayNowError,
  payRequestSchema,
  type TokenSubject,
  ticketNumber,
} from "@wayfare/domain";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { type BookedPassenger, type BookingRow, bookings, ticketSerials } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { debit } from "../ledger/ledger";
import { airline } from "../reference/airlines";
import { bookingPayload, findReview } from "./booking-payload";

type PayRequest = z.infer<typeof payRequestSchema>["data"];

async function nextTicketSerial(tx: Transaction): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(${ticketSerials.seqName})::text as serial`,
  )) as { rows: { serial: string }[] };
  return Number(result.rows[0]?.serial);
}

async function ticketed(tx: Transaction, booking: BookingRow): Promise<BookedPassenger[]> {
  const passengers: BookedPassenger[] = [];
  for (const passenger of booking.passengers) {
    const ticketNumbers: Record<string, string> = {};
    for (const code of Object.keys(booking.pnrs)) {
      ticketNumbers[code] = ticketNumber(airline(code).ticketingPrefix, await nextTicketSerial(tx));
    }
    passengers.push({ ...passenger, ticketNumbers });
  }
  return passengers;
}

type Paid = { ok: true; booking: BookingRow } | { ok: false; status: number; code: string };

/**
 * Pays a held or pending booking from a wallet and tickets it, all in one transaction on
 * the locked booking row: the amount must be the booking's total (1015), the pay-by time
 * must not have passed (1059), the wallet must cover it (2001). Paying twice answers the
 * ticketed booking; the ledger's idempotency key charges once.
 */
async function payAndTicket(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: PayRequest,
  now: Date,
): Promise<Paid> {
  return ctx.db.transaction(async (tx): Promise<Paid> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, request.bookingId), eq(bookings.userId, subject.userId)))
      .for("update");
    if (!booking) return { ok: false, status: 404, code: "1016" };
    if (booking.status === "Success") return { ok: true, booking };
    // An unpaid booking past its pay-by time may already be released (CANCELLED): still 1059.
    if (!booking.paidAt && booking.payBy && holdPayNowError(booking.payBy, now)) {
      return { ok: false, status: 400, code: "1059" };
    }
    if (booking.status !== "On Hold" && booking.status !== "Pending") {
      return { ok: false, status: 400, code: "2504" };
    }
    if (request.amount !== booking.total) return { ok: false, status: 400, code: "1015" };
    const charged = await debit(tx, {
      userId: subject.userId,
      wallet: request.wallet,
      amount: booking.total,
      reason: "FLIGHT_BOOKING",
      reference: booking.id,
      idempotencyKey: `booking:${booking.id}`,
    });
    if (!charged.ok) return { ok: false, status: 400, code: charged.code };
    const [paid] = await tx
      .update(bookings)
      .set({ status: "Success", paidAt: now, passengers: await ticketed(tx, booking) })
      .where(eq(bookings.id, booking.id))
      .returning();
    return { ok: true, booking: paid as BookingRow };
  });
}

async function pay(ctx: ServiceContext, subject: TokenSubject, request: PayRequest) {
  const paid = await payAndTicket(ctx, subject, request, ctx.config.now());
  if (!paid.ok) return failure(paid.status, [catalogueError(paid.code as "1015")]);
  const found = await findReview(ctx.db, paid.booking.id);
  if (!found) throw new Error(`booking ${paid.booking.id} has no review`);
  return success(bookingPayload(paid.booking, found.review));
}

/** POST /xms/v1/flight/pay: the booking's total from DEPOSIT or CREDIT_LINE; tickets it. */
export async function payEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(payRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => pay(ctx, subject, parsed.value.data));
}
