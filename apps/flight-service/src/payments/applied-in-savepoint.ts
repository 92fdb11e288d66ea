import type { Transaction } from "../db/database";
import type { Settled } from "./gateway-order";

/**
 * A settlement's change to what a payment pays for, in a savepoint of the settling
 * transaction: done, it succeeds; an error `lost` names (a seat or flight taken since) rolls
 * the change back and fails the payment with its reason, nothing captured; others throw.
 */
export async function appliedInSavepoint(
  tx: Transaction,
  apply: (savepoint: Transaction) => Promise<unknown>,
  lost: (error: unknown) => string | undefined,
): Promise<Settled> {
  try {
    await tx.transaction(apply);
    return { succeeds: true };
  } catch (error) {
    const reason = lost(error);
    if (reason !== undefined) return { succeeds: false, reason };
    throw error;
  }
}
