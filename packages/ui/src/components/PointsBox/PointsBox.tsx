import { formatMoney, pointsToPaise } from "@wayfare/domain";
import { RedeemBox } from "../../lib/redeem-box";

export interface PointsBoxMessages {
  /** The points' name: white-label partners rename "TJ Cash". */
  heading: string;
  label: string;
  /** "Balance: 1,500 TJ Cash (₹1,500.00)" */
  balance: (balance: { points: string; amount: string }) => string;
  apply: string;
  remove: string;
  /** "500 TJ Cash applied: ₹500.00 off" */
  applied: (points: { points: string; amount: string }) => string;
}

export const defaultPointsBoxMessages: PointsBoxMessages = {
  heading: "TJ Cash",
  label: "TJ Cash to use",
  balance: ({ points, amount }) => `Balance: ${points} TJ Cash (${amount})`,
  apply: "Apply",
  remove: "Remove TJ Cash",
  applied: ({ points, amount }) => `${points} TJ Cash applied: ${amount} off`,
};

const count = new Intl.NumberFormat("en-IN");

function words(points: number) {
  return { points: count.format(points), amount: formatMoney(pointsToPaise(points)) };
}

export interface PointsBoxProps {
  /** The holder's points (1 point per rupee). */
  balancePoints: number;
  /** The points applied to the booking; 0 or absent when none. */
  appliedPoints?: number;
  /** The points typed last, kept when they were refused. */
  defaultPoints?: string;
  /** The spec's message, e.g. 'Please enter positive non-decimal value.' */
  errors?: readonly string[];
  /** The posted field; the buttons post `intent` `tjCashPoints:apply` / `tjCashPoints:remove`. */
  name?: string;
  pending?: "apply" | "remove";
  messages?: Partial<PointsBoxMessages>;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Wallet points for the booking (TJ Cash, J§2 review and payment, J§5 messages): the
 * balance, a whole number of points and Apply, or the points applied and Remove.
 */
export function PointsBox({
  balancePoints,
  appliedPoints = 0,
  defaultPoints,
  errors,
  name = "tjCashPoints",
  pending,
  messages,
  headingLevel = 2,
  className,
}: PointsBoxProps) {
  const text = { ...defaultPointsBoxMessages, ...messages };
  return (
    <RedeemBox
      text={text}
      name={name}
      appliedText={appliedPoints > 0 ? text.applied(words(appliedPoints)) : undefined}
      defaultValue={defaultPoints}
      description={text.balance(words(balancePoints))}
      errors={errors}
      inputMode="numeric"
      pending={pending}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
