import type { ReissuePayload } from "@wayfare/domain";
import type { BookingReissueRow } from "../db/schema";

/** A reissue as the reissue calls answer it. */
export function reissuePayload(row: BookingReissueRow): ReissuePayload {
  return {
    reissueId: row.id,
    bookingId: row.bookingId,
    tripIndex: row.tripIndex,
    kind: row.kind,
    status: row.status,
    oldTrip: row.oldTrip,
    newTrip: row.newTrip,
    window: row.window,
    lines: row.lines,
    fareDifference: row.fareDifference,
    changeFee: row.changeFee,
    amount: row.amount,
    wallet: row.wallet ?? null,
    paidBy: row.paidBy ?? null,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}
