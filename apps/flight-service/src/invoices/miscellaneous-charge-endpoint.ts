import { randomInt } from "node:crypto";
import { endpoints, mayIssueMiscellaneousCharge } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import { bookings, miscellaneousCharges } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

const newChargeId = () => `MC${randomInt(10 ** 9, 10 ** 10)}`;

/**
 * POST /xms/v1/flight/miscellaneous-charge: a charge on a ticketed booking, billed on its own
 * miscellaneous invoice (decision 0084), by the call centre, supervisors, accounts or admins
 * (others: 404, nothing written). One per idempotency key: the same form sent again answers
 * the charge it issued with `replayed`.
 */
export const miscellaneousCharge = forUser(
  endpoints.miscellaneousCharge,
  async (request, { ctx, subject }) => {
    if (!mayIssueMiscellaneousCharge(subject.role)) return refuse("WF134", 404);
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      const [booking] = await tx
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, request.bookingId));
      if (!booking) return refuse("1016", 404);
      if (booking.status !== "Success") return refuse("WF133", 400);
      const [issued] = await tx
        .insert(miscellaneousCharges)
        .values({
          id: newChargeId(),
          bookingId: booking.id,
          description: request.description,
          amount: request.amount,
          issuedBy: subject.userId,
          idempotencyKey: request.idempotencyKey,
          createdAt: now,
        })
        .onConflictDoNothing({ target: miscellaneousCharges.idempotencyKey })
        .returning();
      if (!issued) {
        const [earlier] = await tx
          .select()
          .from(miscellaneousCharges)
          .where(eq(miscellaneousCharges.idempotencyKey, request.idempotencyKey));
        if (!earlier || earlier.bookingId !== booking.id) return refuse("2504", 409);
        return { chargeId: earlier.id, bookingId: booking.id, replayed: true };
      }
      await audit(tx, {
        by: subject,
        action: "invoice.miscellaneous",
        subject: booking.id,
        at: now,
        after: { chargeId: issued.id, description: issued.description, amount: issued.amount },
      });
      return { chargeId: issued.id, bookingId: booking.id, replayed: false };
    });
  },
);
