import {
  endpoints,
  groupMemberOf,
  isImportableOwner,
  lastNameMatches,
  mayImportBooking,
} from "@wayfare/domain";
import { desc, eq, sql } from "drizzle-orm";
import { canSeeBooking } from "../after-booking/visible-bookings";
import { audit } from "../audit/audit-log";
import { bookingImports, bookings, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * POST /xms/v1/flight/import: IMPORT (F§2 flow types; decision 0084). An agent or their staff
 * gives an airline PNR and a passenger's last name; a ticketed booking the service holds
 * under that PNR, made by a retail customer or a guest, becomes the caller's. An unknown PNR
 * and a name that does not match answer alike (1016), so PNRs cannot be probed. The row is
 * locked, so a double submit imports once and the second answers `alreadyYours`.
 */
export const bookingImport = forUser(endpoints.bookingImport, async (request, { ctx, subject }) => {
  if (!mayImportBooking(groupMemberOf(subject))) return refuse("WF132", 404);
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    // Locked alone, not joined: a row another import just changed is then read as it is now.
    const candidates = await tx
      .select()
      .from(bookings)
      .where(
        sql`exists (select 1 from jsonb_each_text(${bookings.pnrs}) as pnr where pnr.value = ${request.pnr})`,
      )
      .orderBy(desc(bookings.createdAt))
      .for("update");
    const booking = candidates.find((candidate) =>
      lastNameMatches(candidate.passengers, request.lastName),
    );
    if (!booking) return refuse("1016", 404);
    if (await canSeeBooking(tx, subject, booking)) {
      return { bookingId: booking.id, alreadyYours: true };
    }
    const [owner] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, booking.userId));
    const ownerRole = owner?.role ?? "";
    if (!isImportableOwner(ownerRole)) return refuse("WF130", 409);
    if (booking.status !== "Success") return refuse("WF131", 400);
    await tx.update(bookings).set({ userId: subject.userId }).where(eq(bookings.id, booking.id));
    await tx.insert(bookingImports).values({
      bookingId: booking.id,
      fromUserId: booking.userId,
      toUserId: subject.userId,
      importedAt: now,
    });
    await audit(tx, {
      by: subject,
      action: "booking.import",
      subject: booking.id,
      at: now,
      after: { pnr: request.pnr, from: booking.userId, to: subject.userId },
    });
    return { bookingId: booking.id, alreadyYours: false };
  });
});
