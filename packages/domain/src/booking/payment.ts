import { PENDING_PAYMENT_RETRY_SECONDS, pendingPaymentHeading } from "../config/limits";
import { type CatalogueError, catalogueError } from "../errors/catalogue";
import { addMoney, type Paise, paise, subtractMoney } from "../money/money";

/** Payment-step rules of J§2, J§4, J§5. */
export const NO_PAYMENT_MODES_MESSAGE =
  "No payment Modes Applicable for you. Please contact Customer Care!!!";

/** Per-user payment modes can come out empty (J§6): then the message replaces the list. */
export function paymentModesMessage(modes: readonly unknown[]): string | undefined {
  return modes.length === 0 ? NO_PAYMENT_MODES_MESSAGE : undefined;
}

/** Payment total must equal the order total: 1015 'Payment total doesn't match order total'. */
export function paymentTotalError(
  paymentTotal: Paise,
  orderTotal: Paise,
): CatalogueError | undefined {
  return paymentTotal === orderTotal ? undefined : catalogueError("1015");
}

/**
 * How an order is split between the wallet and the chosen payment mode (J§3 walletDed,
 * currModeDed). The two always add up to the order amount.
 */
export interface PaymentSplit {
  walletDed: Paise;
  currModeDed: Paise;
}

/**
 * Changing the wallet deduction moves the amount between the wallet and the current mode
 * (J§4). The wallet can take at most its balance and at most the whole order.
 */
export function moveWalletDeduction(
  split: PaymentSplit,
  requestedWalletDed: Paise,
  walletBalance: Paise,
): PaymentSplit {
  const order = addMoney(split.walletDed, split.currModeDed);
  const walletDed = paise(Math.max(0, Math.min(requestedWalletDed, walletBalance, order)));
  return { walletDed, currModeDed: subtractMoney(order, walletDed) };
}

/** Pending payment is rechecked every 30 s; the heading follows the 30/90/180 s stages (J§4). */
export interface PendingPaymentPoll {
  heading: string;
  nextRetryInSeconds: number;
}

export function pendingPaymentPoll(elapsedSeconds: number): PendingPaymentPoll {
  const sinceLastRetry = elapsedSeconds % PENDING_PAYMENT_RETRY_SECONDS;
  return {
    heading: pendingPaymentHeading(elapsedSeconds),
    nextRetryInSeconds: PENDING_PAYMENT_RETRY_SECONDS - sinceLastRetry,
  };
}

/** A wallet never goes below zero: paying more than its balance is 2001 'Insufficient Balance'. */
export function insufficientBalanceError(
  balance: Paise,
  amount: Paise,
): CatalogueError | undefined {
  return amount > balance ? catalogueError("2001") : undefined;
}
