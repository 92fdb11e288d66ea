import { catalogueError, type TokenSubject, unholdRequestSchema } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { bookingPayload, findReview } from "../booking/booking-payload";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { releaseUnpaidBooking } from "./release-hold";
import { visibleTo } from "./visible-bookings";

type Unheld =
  | { ok: true; booking: BookingRow }
  | { ok: false; status: number; code: "1016" | "2504" };

/**
 * Releases an On Hold booking the caller may act on (their own or their organisation's) on its locked row: CANCELLED, seats back on the
 * counters. Releasing it again (or after its hold ran out and was released) answers it.
 */
async function unhold(ctx: ServiceContext, subject: TokenSubject, bookingId: string) {
  const unheld = await ctx.db.transaction(async (tx): Promise<Unheld> => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), visibleTo(subject)))
      .for("update");
    if (!booking) return { ok: false, status: 404, code: "1016" };
    if (booking.status === "CANCELLED" && booking.paidAt === null) return { ok: true, booking };
    if (booking.status !== "On Hold") return { ok: false, status: 400, code: "2504" };
    return { ok: true, booking: await releaseUnpaidBooking(tx, booking) };
  });
  if (!unheld.ok) return failure(unheld.status, [catalogueError(unheld.code)]);
  const found = await findReview(ctx.db, bookingId);
  if (!found) throw new Error(`booking ${bookingId} has no review`);
  return success(bookingPayload(unheld.booking, found.review));
}

/** POST /xms/v1/flight/unhold: 'Unhold' on the confirmation page (J§2). */
export async function unholdEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(unholdRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  return authenticated(ctx, request, (subject) =>
    unhold(ctx, subject, parsed.value.data.bookingId),
  );
}
