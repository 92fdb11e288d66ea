import type { Paise } from "@wayfare/domain";
import { formatMoney } from "@wayfare/domain";

export interface PriceProps {
  /** The amount to pay, in integer paise (formatted with `formatMoney`: en-IN, ₹, 2 decimals). */
  amount: Paise;
  /** The earlier, higher amount, shown struck through before `amount` (a discount). */
  originalAmount?: Paise;
  /** Spoken before the struck-through amount (strike-through itself is not announced). */
  originalLabel?: string;
  /** Spoken before `amount` when `originalAmount` is shown. */
  currentLabel?: string;
  /** `sm` for lines in a summary, `md` body text, `lg` the headline fare. */
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = {
  sm: "text-sm",
  md: "text-base",
  lg: "text-xl",
} as const;

/**
 * A price in rupees from integer paise, through the one formatter in @wayfare/domain. With
 * `originalAmount` the old price is struck through and both are named in text ("Original
 * price ₹5,200.00, now ₹4,650.00"), because screen readers do not announce `<s>`.
 */
export function Price({
  amount,
  originalAmount,
  originalLabel = "Original price",
  currentLabel = "now",
  size = "md",
  className,
}: PriceProps) {
  const showOriginal = originalAmount !== undefined && originalAmount !== amount;
  return (
    <span data-slot="price" className={["price", className].filter(Boolean).join(" ")}>
      {showOriginal ? (
        <s data-slot="price-original" className="text-sm font-normal text-fg-muted">
          <span className="sr-only">{originalLabel} </span>
          {formatMoney(originalAmount)}
          <span className="sr-only">, </span>
        </s>
      ) : null}
      <span data-slot="price-amount" className={`${sizes[size]} font-semibold text-fg`}>
        {showOriginal ? <span className="sr-only">{currentLabel} </span> : null}
        {formatMoney(amount)}
      </span>
    </span>
  );
}
