import type { TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { Transaction } from "../db/database";
import { type BookingReissueRow, bookingReissues } from "../db/schema";
import { Refusal, refuse } from "../http/refusal";
import { loadReissueLeg, type ReissueLeg } from "./reissue-booking";

/**
 * A QUOTED reissue that may be done now for `subject`, its row locked first and then its
 * booking's (the one order of locks for every payment of it): 1016 for none or anyone
 * else's, 409 2504 once done, the leg's refusals (8042, 8037, 403), and 2504 for a leg that
 * changed since the quote.
 */
export async function lockedReissue(
  tx: Transaction,
  subject: TokenSubject,
  reissueId: string,
  now: Date,
): Promise<{ row: BookingReissueRow; leg: ReissueLeg } | Refusal> {
  const [row] = await tx
    .select()
    .from(bookingReissues)
    .where(eq(bookingReissues.id, reissueId))
    .for("update");
  if (!row) return refuse("1016", 404);
  if (row.status === "DONE") return refuse("2504", 409);
  const leg = await loadReissueLeg(tx, subject, row.bookingId, row.tripIndex, now, true);
  if (leg instanceof Refusal) return leg;
  if (leg.trip.id !== row.oldTrip.id) return refuse("2504", 400);
  return { row, leg };
}
