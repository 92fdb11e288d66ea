import { z } from "zod";
import { errorMessage } from "../errors/catalogue";
import { fromRupees, type Paise, paise, paiseToPoints, pointsToPaise } from "../money/money";
import { noControlCharacters } from "../text/plain-text";

/** TJ Cash (wallet points, 1 point per rupee) rules and messages of J§5. */
export const TJ_CASH_MESSAGES = {
  empty: "Please enter TJ Cash.",
  notPositiveInteger: "Please enter positive non-decimal value.",
  notWithBlock: "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
} as const;

/** The TJ Cash box: a positive whole number of points ("0", "-5", "2.5" are refused). */
export const tjCashPointsSchema = z
  .string({ error: TJ_CASH_MESSAGES.empty })
  .check(noControlCharacters(TJ_CASH_MESSAGES.notPositiveInteger))
  .trim()
  .min(1, TJ_CASH_MESSAGES.empty)
  .regex(/^\d+$/, TJ_CASH_MESSAGES.notPositiveInteger)
  .transform(Number)
  .refine(
    (points) => points > 0 && Number.isSafeInteger(points),
    TJ_CASH_MESSAGES.notPositiveInteger,
  );

export function tjCashAmount(points: number): Paise {
  return pointsToPaise(points);
}

/** A booking can be blocked (held) only when no TJ Cash is applied. */
export function tjCashBlockError(coinsApplied: boolean): string | undefined {
  return coinsApplied ? TJ_CASH_MESSAGES.notWithBlock : undefined;
}

/**
 * Every payment mode takes a positive amount, so TJ Cash leaves at least ₹1 to pay by
 * another mode (the spec is silent; decision 0020).
 */
export const MIN_AMOUNT_AFTER_TJ_CASH = fromRupees(1);

/** The most points a booking can take: the holder's balance, and what is left to pay. */
export function maxTjCashPoints(amountAfterVoucher: Paise, balance: Paise): number {
  const payable = paise(Math.max(0, amountAfterVoucher - MIN_AMOUNT_AFTER_TJ_CASH));
  return Math.min(paiseToPoints(balance), paiseToPoints(payable));
}

/** What applying points answered: applied, more than the balance, or more than is due. */
export type TjCashOutcome =
  | { kind: "applied"; points: number }
  | { kind: "insufficient"; balancePoints: number }
  | { kind: "overLimit"; maxPoints: number };

export function checkTjCash(
  points: number,
  amountAfterVoucher: Paise,
  balance: Paise,
): TjCashOutcome {
  if (pointsToPaise(points) > balance) {
    return { kind: "insufficient", balancePoints: paiseToPoints(balance) };
  }
  const maxPoints = maxTjCashPoints(amountAfterVoucher, balance);
  return points > maxPoints ? { kind: "overLimit", maxPoints } : { kind: "applied", points };
}

/** The message for a refused outcome: 2001 'Insufficient Balance', or the most usable. */
export function tjCashOutcomeMessage(outcome: TjCashOutcome): string | undefined {
  if (outcome.kind === "insufficient") return errorMessage("2001");
  if (outcome.kind === "overLimit") {
    return `You can use at most ${outcome.maxPoints} TJ Cash on this booking.`;
  }
  return undefined;
}
