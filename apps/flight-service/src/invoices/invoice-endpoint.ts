import {
  endpoints,
  groupMemberOf,
  invoiceAudiencesFor,
  mayIssueMiscellaneousCharge,
} from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { findReview } from "../booking/booking-payload";
import {
  amendments,
  bookingModifications,
  bookingReissues,
  miscellaneousCharges,
  users,
} from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import {
  amendmentInvoicePayloadOf,
  modificationBilled,
  reissueBilled,
} from "./amendment-invoice-payload";
import { creditNotePayloadOf } from "./credit-note-payload";
import { invoicePayloadOf } from "./invoice-payload";
import { issueTaxInvoice } from "./issue-tax-invoice";
import { miscellaneousInvoicePayloadOf } from "./miscellaneous-invoice-payload";

/**
 * POST /xms/v1/flight/invoice: a ticketed booking's tax invoice (cancelled since or not),
 * with `amendmentId` the credit note of one of its cancellations, or with `modificationId`
 * the amendment invoice of seats, meals or baggage added after ticketing (decision 0067),
 * or with `reissueId` that of a reissue's difference and fee when it was paid (decision 0069),
 * or with `chargeId` a miscellaneous charge's invoice, which its issuers see too (decision 0084),
 * for an audience the caller's role gets (the domain's invoiceAudiencesFor), for those who
 * may see the booking.
 * Guests: 403 'Login for Invoice'. The tax invoice number is issued once and answered again.
 */
export const flightInvoice = forUser(endpoints.flightInvoice, async (request, { ctx, subject }) => {
  const refused = refuseVisitor(subject, "WF110");
  if (refused) return refused;
  const found = await findReview(ctx.db, request.bookingId);
  const booking = found?.booking;
  const issuerOfCharge =
    request.chargeId !== undefined && mayIssueMiscellaneousCharge(subject.role);
  if (!found || !booking || !(issuerOfCharge || (await canSeeBooking(ctx.db, subject, booking)))) {
    return refuse("1016", 404);
  }
  const audiences = invoiceAudiencesFor(groupMemberOf(subject));
  if (!audiences.includes(request.audience)) return refuse("2504", 400);
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
    if (!amendment) return refuse("1016", 404);
    const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now, amendment.id);
    return creditNotePayloadOf(booking, found.review, amendment, request.audience, issued, parties);
  }
  if (request.chargeId) {
    const [charge] = await ctx.db
      .select()
      .from(miscellaneousCharges)
      .where(
        and(
          eq(miscellaneousCharges.id, request.chargeId),
          eq(miscellaneousCharges.bookingId, booking.id),
        ),
      );
    if (!charge) return refuse("1016", 404);
    const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now, charge.id);
    return miscellaneousInvoicePayloadOf(
      booking,
      found.review,
      charge,
      request.audience,
      issued,
      parties,
    );
  }
  const modifications = await ctx.db
    .select()
    .from(bookingModifications)
    .where(
      and(eq(bookingModifications.bookingId, booking.id), eq(bookingModifications.status, "PAID")),
    );
  if (request.modificationId) {
    const modification = modifications.find((row) => row.id === request.modificationId);
    if (!modification) return refuse("1016", 404);
    const issued = await issueTaxInvoice(
      ctx.db,
      booking.id,
      request.audience,
      now,
      modification.id,
    );
    const billed = modificationBilled(found.review, modification);
    return amendmentInvoicePayloadOf(booking, billed, request.audience, issued, parties);
  }
  const reissues = await ctx.db
    .select()
    .from(bookingReissues)
    .where(and(eq(bookingReissues.bookingId, booking.id), eq(bookingReissues.status, "DONE")));
  if (request.reissueId) {
    const reissue = reissues.find((row) => row.id === request.reissueId && row.amount > 0);
    if (!reissue) return refuse("1016", 404);
    const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now, reissue.id);
    return amendmentInvoicePayloadOf(
      booking,
      reissueBilled(reissue),
      request.audience,
      issued,
      parties,
    );
  }
  // A cancelled booking keeps the invoice it was ticketed with.
  const ticketed =
    booking.status === "Success" || (booking.status === "CANCELLED" && booking.paidAt !== null);
  if (!ticketed) return refuse("2504", 400);
  const issued = await issueTaxInvoice(ctx.db, booking.id, request.audience, now);
  const amended = [...modifications, ...reissues].reduce((total, row) => total + row.amount, 0);
  return invoicePayloadOf(booking, found.review, request.audience, issued, parties, amended);
});
