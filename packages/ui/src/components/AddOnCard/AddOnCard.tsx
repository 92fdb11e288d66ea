import { formatMoney, type Paise } from "@wayfare/domain";
import type { ReactNode } from "react";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";

export interface AddOnCardMessages {
  /** The price of a free add-on. */
  included: string;
}

export const defaultAddOnCardMessages: AddOnCardMessages = {
  included: "Included",
};

export interface AddOnCardProps {
  /** "Fast forward", "Wheelchair": the checkbox's name, with the price. */
  title: string;
  /** What the add-on gives; linked to the checkbox with `aria-describedby`. */
  description?: ReactNode;
  /** The charge (for all passengers it applies to); 0 shows "Included". */
  price: Paise;
  /** The posted field when ticked: `<name>=<value>`. */
  name: string;
  /** Posted value (default `on`). */
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Decoration before the title (an icon); hidden from assistive technology. */
  icon?: ReactNode;
  messages?: Partial<AddOnCardMessages>;
  className?: string;
}

/**
 * One optional service on the add-ons step (J§2 Add-ons: fast forward, wheelchair): a card
 * with a checkbox named by the title and the price ("Fast forward ₹300.00"), the description
 * tied to it. A real checkbox posts `name=value` when ticked, with or without JavaScript; the
 * card's border follows the input's own state, so it shows before hydration too. Native
 * (`NativeCheckbox`), so the review's baggage protect downloads no React Aria.
 */
export function AddOnCard({
  title,
  description,
  price,
  icon,
  messages,
  className,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  ...checkbox
}: AddOnCardProps) {
  const text = { ...defaultAddOnCardMessages, ...messages };
  const amount = price > 0 ? formatMoney(price) : text.included;
  return (
    <div
      data-slot="add-on-card"
      className={[
        "rounded-lg border-2 border-subtle bg-surface-raised px-4 py-2 text-fg",
        "has-[input:checked]:border-primary forced-colors:has-[input:checked]:border-[Highlight]",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <NativeCheckbox
        {...checkbox}
        checked={isSelected}
        defaultChecked={defaultSelected}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        disabled={isDisabled}
        description={description}
        label={
          <span className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            {icon ? (
              <span aria-hidden="true" className="self-center text-fg-muted">
                {icon}
              </span>
            ) : null}
            <span className="font-semibold">{title}</span>
            <span className="font-semibold tabular-nums">{amount}</span>
          </span>
        }
      />
    </div>
  );
}
