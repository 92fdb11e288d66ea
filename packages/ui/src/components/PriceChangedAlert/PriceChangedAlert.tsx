import { formatMoney, type Paise } from "@wayfare/domain";
import type { ReactNode } from "react";
import { Alert } from "../Alert/Alert";

export interface PriceChangedAlertMessages {
  title: string;
  /** "The fare went up from ₹4,350.00 to ₹4,820.00 (₹470.00 more) since the search." */
  changed: (change: { from: string; to: string; difference: string; up: boolean }) => string;
}

export const defaultPriceChangedAlertMessages: PriceChangedAlertMessages = {
  title: "Price changed",
  changed: ({ from, to, difference, up }) =>
    `The fare went ${up ? "up" : "down"} from ${from} to ${to} (${difference} ${up ? "more" : "less"}) since the search.`,
};

export interface PriceChangedAlertProps {
  /** The total the search showed. */
  oldTotal: Paise;
  /** The total the review priced now. */
  newTotal: Paise;
  /** The ways on: continue with the new fare, back to the flight list (links or forms). */
  actions?: ReactNode;
  messages?: Partial<PriceChangedAlertMessages>;
  className?: string;
}

/**
 * A fare that moved between the search and the review (J§2 review: "a changed price shown
 * before paying"): old and new totals in words, up or down and by how much, and the way on.
 * Nothing when the price did not change.
 */
export function PriceChangedAlert({
  oldTotal,
  newTotal,
  actions,
  messages,
  className,
}: PriceChangedAlertProps) {
  if (oldTotal === newTotal) return null;
  const text = { ...defaultPriceChangedAlertMessages, ...messages };
  const up = newTotal > oldTotal;
  return (
    <Alert tone="info" title={text.title} actions={actions} className={className}>
      <span data-slot="price-changed">
        {text.changed({
          from: formatMoney(oldTotal),
          to: formatMoney(newTotal),
          difference: formatMoney(Math.abs(newTotal - oldTotal) as Paise),
          up,
        })}
      </span>
    </Alert>
  );
}
