import { randomUUID } from "node:crypto";
import {
  type CustomerJourneyShareRequest,
  endpoints,
  mayShareCustomerJourney,
  type TokenSubject,
} from "@wayfare/domain";
import { and, eq, isNull } from "drizzle-orm";
import { NO_BOOKING } from "../after-booking/cancellation-subject";
import { canSeeBooking } from "../after-booking/visible-bookings";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { bookings, customerJourneyShares } from "../db/schema";
import { forUser } from "../http/handlers";
import { journeyTokenHash, newJourneyToken } from "./journey-token";

/** The locked booking the caller may see, else undefined. */
async function sharedBooking(tx: Transaction, subject: TokenSubject, bookingId: string) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return booking && (await canSeeBooking(tx, subject, booking)) ? booking : undefined;
}

/** Revokes the booking's live links; how many there were. */
async function revokeLive(tx: Transaction, ctx: ServiceContext, bookingId: string) {
  const revoked = await tx
    .update(customerJourneyShares)
    .set({ revokedAt: ctx.config.now() })
    .where(
      and(eq(customerJourneyShares.bookingId, bookingId), isNull(customerJourneyShares.revokedAt)),
    )
    .returning({ id: customerJourneyShares.id });
  return revoked.length;
}

async function share(
  ctx: ServiceContext,
  subject: TokenSubject,
  data: CustomerJourneyShareRequest,
) {
  return ctx.db.transaction(async (tx) => {
    const booking = await sharedBooking(tx, subject, data.bookingId);
    if (!booking) return NO_BOOKING();
    await revokeLive(tx, ctx, booking.id);
    const token = newJourneyToken();
    const sharedAt = ctx.config.now();
    await tx.insert(customerJourneyShares).values({
      id: randomUUID(),
      bookingId: booking.id,
      tokenHash: journeyTokenHash(token),
      showPrice: data.showPrice,
      sharedBy: subject.userId,
      sharedAt,
    });
    return {
      bookingId: booking.id,
      token,
      showPrice: data.showPrice,
      sharedAt: sharedAt.toISOString(),
    };
  });
}

/** Guests and retail customers have no journey page to share (1016, as for a booking not theirs). */
const mayShare = (subject: TokenSubject) => mayShareCustomerJourney(subject.role);

/**
 * POST /xms/v1/customer-journey/share: a new link to the booking's journey page, price shown
 * or hidden; the booking's earlier link stops working.
 */
export const customerJourneyShare = forUser(
  endpoints.customerJourneyShare,
  async (data, { ctx, subject }) => (mayShare(subject) ? share(ctx, subject, data) : NO_BOOKING()),
);

/** POST /xms/v1/customer-journey/revoke: the booking's link stops working. */
export const customerJourneyRevoke = forUser(
  endpoints.customerJourneyRevoke,
  async ({ bookingId }, { ctx, subject }) =>
    mayShare(subject)
      ? ctx.db.transaction(async (tx) => {
          const booking = await sharedBooking(tx, subject, bookingId);
          if (!booking) return NO_BOOKING();
          return { bookingId, revoked: await revokeLive(tx, ctx, booking.id) };
        })
      : NO_BOOKING(),
);
