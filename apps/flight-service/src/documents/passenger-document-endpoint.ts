import { endpoints } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { visibleTo } from "../after-booking/visible-bookings";
import { bookingDocuments, bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * POST /xms/v1/flight/passenger-document: a passenger's uploaded document for the booking's
 * viewers (its booker and, for organisations, their desk: decision 0029); anyone else, or a
 * passenger without one, gets 1016.
 */
export const passengerDocument = forUser(
  endpoints.fetchDocument,
  async ({ bookingId, passengerIndex }, { ctx, subject }) => {
    const [found] = await ctx.db
      .select({ document: bookingDocuments })
      .from(bookingDocuments)
      .innerJoin(bookings, eq(bookings.id, bookingDocuments.bookingId))
      .where(
        and(
          eq(bookingDocuments.bookingId, bookingId),
          eq(bookingDocuments.passengerIndex, passengerIndex),
          visibleTo(subject),
        ),
      );
    if (!found) return refuse("1016", 404);
    const { name, size, contentType, content } = found.document;
    return { passengerIndex, name, size, contentType, content };
  },
);
