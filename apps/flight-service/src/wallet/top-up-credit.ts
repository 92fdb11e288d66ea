import { TOP_UP_LEDGER_REASON } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../db/database";
import { walletTopUps } from "../db/wallet-top-ups-schema";
import { credit } from "../ledger/ledger";
import { notifyUser } from "../notifications/notify";

/** The ledger key of a top-up's credit: the gateway reference that paid it. */
export const topUpLedgerKey = (orderRefId: string) => `top-up:${orderRefId}`;

/**
 * Credits a top-up's wallet for its successful payment `orderRefId`, in the settling
 * transaction, once: the top-up row is locked and marked CREDITED by that reference (unique),
 * and the ledger entry is keyed by it (unique), so a settlement run twice, or a second
 * payment of the same top-up, credits nothing more. Answers 2504 when the top-up was already
 * credited by another payment (that payment then fails, uncharged).
 */
export async function creditTopUp(
  tx: Transaction,
  topUpId: string,
  orderRefId: string,
  now: Date,
): Promise<"2504" | undefined> {
  const [topUp] = await tx
    .select()
    .from(walletTopUps)
    .where(eq(walletTopUps.id, topUpId))
    .for("update");
  if (!topUp) return "2504";
  if (topUp.status === "CREDITED") return topUp.creditedBy === orderRefId ? undefined : "2504";
  const credited = await credit(tx, {
    userId: topUp.userId,
    wallet: topUp.wallet,
    amount: topUp.amount,
    reason: TOP_UP_LEDGER_REASON,
    reference: orderRefId,
    idempotencyKey: topUpLedgerKey(orderRefId),
  });
  if (!credited.ok) return "2504";
  await notifyUser(tx, topUp.userId, { kind: "WALLET_TOPPED_UP", amount: topUp.amount }, now);
  await tx
    .update(walletTopUps)
    .set({ status: "CREDITED", creditedBy: orderRefId, creditedAt: now })
    .where(and(eq(walletTopUps.id, topUpId), eq(walletTopUps.status, "OPEN")));
  return undefined;
}
