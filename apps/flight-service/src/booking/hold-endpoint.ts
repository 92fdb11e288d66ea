import {
  type CatalogueError,
  catalogueError,
  HOLD_TOO_LATE_ERROR,
  holdPayNowError,
  holdRequestSchema,
  holdUntil,
  tjCashBlockError,
} from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { type BookingRow, bookings } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { failure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { bookingPayload, findReview } from "./booking-payload";

type Held =
  | { ok: true; booking: BookingRow }
  | { ok: false; status: number; error: CatalogueError };

const refused = (status: number, code: string): Held => ({
  ok: false,
  status,
  error: catalogueError(code),
});

/**
 * POST /xms/v1/flight/hold ('Block', J§2 Review): a Pending booking of the caller's, still
 * within its pay-by time, goes On Hold until the hold time (J§9: 2 h, closing before
 * departure). Holding a held booking answers it again; TJ Cash applied must be cleared first.
 */
export async function holdEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(holdRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const { bookingId } = parsed.value.data;
  return authenticated(ctx, request, async (subject) => {
    const found = await findReview(ctx.db, bookingId, subject.userId);
    if (!found?.booking) return failure(404, [catalogueError("1016")]);
    const now = ctx.config.now();
    const payBy = holdUntil(now, found.review.firstDeparture);
    if (!payBy) return failure(400, [HOLD_TOO_LATE_ERROR]);
    const held = await ctx.db.transaction(async (tx): Promise<Held> => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.userId, subject.userId)))
        .for("update");
      if (!booking) return refused(404, "1016");
      if (booking.status === "On Hold") return { ok: true, booking };
      if (booking.status !== "Pending") return refused(400, "2504");
      if (booking.payBy && holdPayNowError(booking.payBy, now)) return refused(400, "1059");
      const coinsError = tjCashBlockError(booking.tjCashPoints > 0);
      if (coinsError)
        return { ok: false, status: 400, error: { errCode: "400", message: coinsError } };
      const [updated] = await tx
        .update(bookings)
        .set({ status: "On Hold", payBy })
        .where(eq(bookings.id, bookingId))
        .returning();
      return { ok: true, booking: updated as BookingRow };
    });
    if (!held.ok) return failure(held.status, [held.error]);
    return success(bookingPayload(held.booking, found.review));
  });
}
