import { z } from "zod";
import { type Paise, pointsToPaise } from "../money/money";

/** TJ Cash (wallet points, 1 point per rupee) rules and messages of J§5. */
export const TJ_CASH_MESSAGES = {
  empty: "Please enter TJ Cash.",
  notPositiveInteger: "Please enter positive non-decimal value.",
  notWithBlock: "Please clear TJ Cash. TJ Cash cannot be applied to block a booking.",
} as const;

/** The TJ Cash box: a positive whole number of points ("0", "-5", "2.5" are refused). */
export const tjCashPointsSchema = z
  .string({ error: TJ_CASH_MESSAGES.empty })
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
