import { documentContentError, endpoints } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { bookingDocuments, bookings, reviews } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseInput } from "../http/refusal";

/** Passengers a review is for. */
const partySize = (paxInfo: { ADULT: number; CHILD: number; INFANT: number }) =>
  paxInfo.ADULT + paxInfo.CHILD + paxInfo.INFANT;

/**
 * POST /xms/v1/upload/: a corporate passenger's document (J§5) for the caller's own booking
 * being made, before it is paid: a PDF, JPEG or PNG whose bytes say so, not empty and at
 * most 5 MB ('File is too big! Please try a different file.'). Replaces the passenger's
 * earlier one; answers its name and size. 1016 for another's booking, 2504 once paid or for
 * a passenger the booking does not have.
 */
export const documentUpload = forUser(
  endpoints.documentUpload,
  async (request, { ctx, subject }) => {
    const bytes = Buffer.from(request.content, "base64");
    const refused = documentContentError(request.contentType, bytes);
    if (refused) return refuseInput([refused]);
    const [review] = await ctx.db
      .select({ paxInfo: reviews.paxInfo })
      .from(reviews)
      .where(and(eq(reviews.id, request.bookingId), eq(reviews.userId, subject.userId)));
    if (!review) return refuse("1016", 404);
    if (request.passengerIndex >= partySize(review.paxInfo)) return refuse("2504", 400);
    const [booking] = await ctx.db
      .select({ paidAt: bookings.paidAt })
      .from(bookings)
      .where(eq(bookings.id, request.bookingId));
    if (booking?.paidAt) return refuse("2504", 400);
    const document = {
      bookingId: request.bookingId,
      passengerIndex: request.passengerIndex,
      name: request.name,
      contentType: request.contentType,
      size: bytes.length,
      content: bytes.toString("base64"),
      uploadedAt: ctx.config.now(),
    };
    await ctx.db
      .insert(bookingDocuments)
      .values(document)
      .onConflictDoUpdate({
        target: [bookingDocuments.bookingId, bookingDocuments.passengerIndex],
        set: document,
      });
    return { passengerIndex: document.passengerIndex, name: document.name, size: document.size };
  },
);
