import { randomInt } from "node:crypto";
import {
  catalogueError,
  maskedInstrument,
  paymentInitiateRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import { addSeconds } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ServiceContext } from "../context";
import { type GatewayPaymentRow, gatewayPayments } from "../db/gateway-payments-schema";
import { bookings } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { amountDue } from "./amount-due";
import { gatewayPaymentPayload } from "./gateway-payload";
import { gatewayOutcome } from "./gateway-simulator";
import { paymentRefusal } from "./ticketing";

type InitiateRequest = z.infer<ReturnType<typeof paymentInitiateRequestSchema>>["data"];
type Initiated = { ok: true; row: GatewayPaymentRow } | { ok: false; status: number; code: string };

function hasInstrument(request: InitiateRequest): boolean {
  if (request.mode === "CARD") return request.card !== undefined;
  if (request.mode === "UPI") return request.upiId !== undefined;
  return request.bank !== undefined;
}

/**
 * On the locked booking: payable now (1059, 2504, 1015 as a wallet payment), and no other
 * payment of it in flight (that one is answered instead, so a double submit pays once).
 */
async function initiate(
  ctx: ServiceContext,
  subject: TokenSubject,
  request: InitiateRequest,
  now: Date,
): Promise<Initiated> {
  return ctx.db.transaction(async (tx): Promise<Initiated> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, request.bookingId), eq(bookings.userId, subject.userId)))
      .for("update");
    if (!booking) return { ok: false, status: 404, code: "1016" };
    const refusal = paymentRefusal(booking, request.amount, now);
    if (refusal) return { ok: false, status: 400, code: refusal };
    const [inFlight] = await tx
      .select()
      .from(gatewayPayments)
      .where(and(eq(gatewayPayments.bookingId, booking.id), eq(gatewayPayments.status, "PENDING")));
    if (inFlight) return { ok: true, row: inFlight };
    const decided = gatewayOutcome(request.mode, {
      cardNumber: request.card?.number,
      upiId: request.upiId,
    });
    const [row] = await tx
      .insert(gatewayPayments)
      .values({
        id: `OR${randomInt(10 ** 11, 10 ** 12)}`,
        bookingId: booking.id,
        userId: subject.userId,
        mode: request.mode,
        amount: amountDue(booking),
        instrument: maskedInstrument(request.mode, {
          number: request.card?.number,
          upiId: request.upiId,
          bank: request.bank,
        }),
        status: "PENDING",
        outcome: decided.outcome,
        failureReason: decided.outcome === "FAILED" ? decided.reason : null,
        settlesAt: addSeconds(now, decided.settleAfterSeconds),
        createdAt: now,
      })
      .returning();
    return { ok: true, row: row as GatewayPaymentRow };
  });
}

/**
 * POST /xms/v1/flight/payment/initiate: a booking's total by card, UPI or net banking
 * through the (simulated) gateway; answers PENDING with the order ref id to ask about.
 */
export async function paymentInitiateEndpoint(
  ctx: ServiceContext,
  request: Request,
): Promise<Response> {
  const now = ctx.config.now();
  const parsed = parseOrFail(paymentInitiateRequestSchema(now), await readJson(request));
  if (!parsed.ok) return parsed.response;
  const data = parsed.value.data;
  if (!hasInstrument(data)) return failure(400, [catalogueError("2504")]);
  return authenticated(ctx, request, async (subject) => {
    const initiated = await initiate(ctx, subject, data, now);
    if (!initiated.ok) return failure(initiated.status, [catalogueError(initiated.code)]);
    return success(gatewayPaymentPayload(initiated.row, now));
  });
}
