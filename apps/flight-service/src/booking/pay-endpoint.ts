import { catalogueError, payRequestSchema, type TokenSubject } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { debit } from "../ledger/ledger";
import { amountDue } from "../payments/amount-due";
import { paymentInFlight } from "../payments/in-flight";
import {
  paymentRefusal,
  RedemptionRefused,
  takeRedemption,
  ticketBooking,
} from "../payments/ticketing";
import { bookingPayload, findReview } from "./booking-payload";

type PayRequest = z.infer<typeof payRequestSchema>["data"];

type Paid = { ok: true; booking: BookingRow } | { ok: false; status: number; code: string };

/**
 * Pays a held or pending booking from a wallet and tickets it, all in one transaction on
 * the locked booking row: the amount must be what is due after the voucher and TJ Cash
 * (1015), the pay-by time must not have passed (1059), the wallet, credit shell and TJ Cash must
 * cover it (2001); no card payment of it may be in flight (409, 2504). Paying twice answers the ticketed booking; the ledger's idempotency
 * keys charge once.
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
    const refusal = paymentRefusal(booking, request.amount, now);
    if (refusal) return { ok: false, status: 400, code: refusal };
    // A card payment in flight would pay it a second time when it settles.
    if (await paymentInFlight(tx, booking.id, now)) return { ok: false, status: 409, code: "2504" };
    const charged = await debit(tx, {
      userId: subject.userId,
      wallet: request.wallet,
      amount: amountDue(booking),
      reason: "FLIGHT_BOOKING",
      reference: booking.id,
      idempotencyKey: `booking:${booking.id}`,
    });
    if (!charged.ok) return { ok: false, status: 400, code: charged.code };
    const refused = await takeRedemption(tx, booking);
    // Thrown, not answered, so that the wallet's debit above is rolled back as well.
    if (refused) throw new RedemptionRefused(refused);
    return { ok: true, booking: await ticketBooking(tx, booking, now) };
  });
}

async function payOrRefuse(ctx: ServiceContext, subject: TokenSubject, request: PayRequest) {
  try {
    return await payAndTicket(ctx, subject, request, ctx.config.now());
  } catch (error) {
    if (error instanceof RedemptionRefused)
      return { ok: false as const, status: 400, code: error.code };
    throw error;
  }
}

async function pay(ctx: ServiceContext, subject: TokenSubject, request: PayRequest) {
  const paid = await payOrRefuse(ctx, subject, request);
  if (!paid.ok) return failure(paid.status, [catalogueError(paid.code as "1015")]);
  const found = await findReview(ctx.db, paid.booking.id);
  if (!found) throw new Error(`booking ${paid.booking.id} has no review`);
  return success(bookingPayload(paid.booking, found.review));
}

/** POST /xms/v1/flight/pay: what is due from DEPOSIT or CREDIT_LINE (and the redemption); tickets it. */
export async function payEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(payRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => pay(ctx, subject, parsed.value.data));
}
