import { catalogueError, formatMoney, paise, type TokenSubject } from "@wayfare/domain";
import { SoldOut } from "../booking/seat-counters";
import type { Transaction } from "../db/database";
import type { GatewayPaymentRow } from "../db/gateway-payments-schema";
import { Refusal } from "../http/refusal";
import { appliedInSavepoint } from "../payments/applied-in-savepoint";
import type { Settled } from "../payments/gateway-order";
import { applyReissue } from "./apply-reissue";
import { lockedReissue } from "./locked-reissue";

const failed = (reason: string | undefined): Settled => ({
  succeeds: false,
  reason: reason ?? catalogueError("100").message,
});

/**
 * A reissue's gateway payment, settled under the payment's lock by its payer (the status
 * call's caller): a success does the reissue once (its row locked, then the booking's; DONE
 * with `paid_by` this order ref id, unique). When it cannot, the payment fails and the
 * gateway captures nothing (as a modification's does): the reissue done already, the leg
 * changed or no longer changeable (lockedReissue's refusal), or the new flight sold out
 * since (1000; the savepoint undoes the rest). A decline leaves it QUOTED.
 */
export async function settleReissue(
  tx: Transaction,
  payment: GatewayPaymentRow,
  reissueId: string,
  now: Date,
  payer: TokenSubject,
): Promise<Settled> {
  if (payment.outcome === "FAILED") return failed(payment.failureReason ?? undefined);
  const locked = await lockedReissue(tx, payer, reissueId, now);
  if (locked instanceof Refusal) return failed(locked.errors[0]?.message);
  const { row, leg } = locked;
  return appliedInSavepoint(
    tx,
    (savepoint) =>
      applyReissue(savepoint, leg, row, {
        with: { paidBy: payment.id },
        at: now,
        by: payer,
        detail: `${formatMoney(paise(row.amount))} by ${payment.instrument}`,
      }),
    (error) => (error instanceof SoldOut ? catalogueError("1000").message : undefined),
  );
}
