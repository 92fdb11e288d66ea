import {
  catalogueError,
  type InvoiceRequest,
  invoiceAudiencesFor,
  invoiceRequestSchema,
  type TokenSubject,
} from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { findReview } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { amendments, users } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { creditNotePayloadOf } from "./credit-note-payload";
import { invoicePayloadOf } from "./invoice-payload";
import { issueTaxInvoice } from "./issue-tax-invoice";

async function invoice(ctx: ServiceContext, subject: TokenSubject, request: InvoiceRequest) {
  const refused = refuseVisitor(subject, "WF110")?.response();
  if (refused) return refused;
  const found = await findReview(ctx.db, request.bookingId);
  const booking = found?.booking;
  if (!found || !booking || !(await canSeeBooking(ctx.db, subject, booking))) {
    return failure(404, [catalogueError("1016")]);
  }
  const audiences = invoiceAudiencesFor({ role: subject.role, gps: subject.additionalInfo.gps });
  if (!audiences.includes(request.audience)) return failure(400, [catalogueError("2504")]);
  const [owner] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, booking.userId));
  const parties = { ownerName: owner?.name ?? "" };
  const now = ctx.config.now();
  if (request.amendmentId) {
    const [amendment] = await ctx.db
      .select()
      .from(amendments)
      .where(and(eq(amendments.id, request.amendmentId), eq(amendments.bookingId, booking.id)));
    if (!amendment) return failure(404, [catalogueError("1016")]);
    const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now, amendment.id);
    return success(
      creditNotePayloadOf(booking, found.review, amendment, request.audience, issued, parties),
    );
  }
  // A cancelled booking keeps the invoice it was ticketed with.
  const ticketed =
    booking.status === "Success" || (booking.status === "CANCELLED" && booking.paidAt !== null);
  if (!ticketed) return failure(400, [catalogueError("2504")]);
  const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now);
  return success(invoicePayloadOf(booking, found.review, request.audience, issued, parties));
}

/**
 * POST /xms/v1/flight/invoice: a ticketed booking's tax invoice (cancelled since or not), or
 * with `amendmentId` the credit note of one of its cancellations, for an audience the
 * caller's role gets (the domain's invoiceAudiencesFor), for those who may see the booking.
 * Guests: 403 'Login for Invoice'. The tax invoice number is issued once and answered again.
 */
export async function invoiceEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(invoiceRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) => invoice(ctx, subject, parsed.value.data));
}
