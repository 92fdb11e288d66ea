import { alreadyBooked, catalogueError, formatMoney, paise } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { SeatAlreadyTaken } from "../add-ons/sold-seats";
import type { LogActor } from "../after-booking/booking-log";
import type { Transaction } from "../db/database";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { bookingModifications } from "../db/schema";
import { appliedInSavepoint } from "../payments/applied-in-savepoint";
import type { Settled } from "../payments/gateway-order";
import { applyPaidModification } from "./apply-modification";
import { bookingWithFlights } from "./ticketed-booking";

const refused = (code: "1915" | "2504"): Settled => ({
  succeeds: false,
  reason: catalogueError(code).message,
});

/**
 * A modification's gateway payment, settled under the payment's lock: a success puts the
 * additions on the booking once (the modification row locked, then the booking's; PAID by
 * this order ref id, unique). When it cannot, the payment fails and the gateway captures
 * nothing (as a booking's or a top-up's does): the modification paid by another payment,
 * the booking no longer ticketed or the additions on it already (2504), or a seat taken
 * since the quote (1915; the savepoint undoes the rest). A decline leaves it QUOTED.
 */
export async function settleModification(
  tx: Transaction,
  payment: GatewayPaymentRow,
  modificationId: string,
  now: Date,
  payer: LogActor,
): Promise<Settled> {
  if (payment.outcome === "FAILED") {
    return { succeeds: false, reason: payment.failureReason ?? catalogueError("100").message };
  }
  const [row] = await tx
    .select()
    .from(bookingModifications)
    .where(eq(bookingModifications.id, modificationId))
    .for("update");
  if (!row || row.status === "PAID") return refused("2504");
  const loaded = await bookingWithFlights(tx, row.bookingId, true);
  if (loaded?.booking.status !== "Success") return refused("2504");
  if (alreadyBooked(loaded.booking.addOns, row.added)) return refused("2504");
  return appliedInSavepoint(
    tx,
    (savepoint) =>
      applyPaidModification(savepoint, loaded, row, {
        with: { paidBy: payment.id },
        at: now,
        by: payer,
        detail: `${formatMoney(paise(row.amount))} by ${payment.instrument}`,
      }),
    (error) => (error instanceof SeatAlreadyTaken ? catalogueError("1915").message : undefined),
  );
}
