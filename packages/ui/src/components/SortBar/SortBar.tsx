import { type AGENT_RESULTS_SORT_FIELDS, RESULTS_SORT_FIELDS } from "@wayfare/domain";
import { useId } from "react";

export type SortBarField = (typeof AGENT_RESULTS_SORT_FIELDS)[number];

export interface SortBarMessages {
  label: string;
  /** Each order's accessible name, with its direction. */
  fields: Record<SortBarField, string>;
  /** What each chip shows: the start of its accessible name. */
  shortFields: Record<SortBarField, string>;
}

export const defaultSortBarMessages: SortBarMessages = {
  label: "Sort by",
  fields: {
    price: "Price (lowest first)",
    departure: "Departure (earliest first)",
    arrival: "Arrival (earliest first)",
    duration: "Duration (shortest first)",
    commission: "Commission (highest first)",
  },
  shortFields: {
    price: "Price",
    departure: "Departure",
    arrival: "Arrival",
    duration: "Duration",
    commission: "Commission",
  },
};

export interface SortBarProps {
  /** The current sort field (from the URL). */
  value: SortBarField;
  /**
   * The orders offered, in this order: price, departure, arrival and duration by default;
   * add `commission` for a user who sees commission (the domain's `resultsSortFields`).
   */
  orders?: readonly SortBarField[];
  /** The posted field's name. */
  name?: string;
  /** With JavaScript, called on every change (e.g. to re-sort at once). */
  onChange?: (field: SortBarField) => void;
  messages?: Partial<SortBarMessages>;
  className?: string;
}

/**
 * The results' sort order as one compact row of chips: a radio group of native radios that
 * posts `sort` with the surrounding GET form: price, departure, arrival or duration, each
 * ascending, and for an agent commission, highest first. Each chip shows a short label; its
 * accessible name says the direction. One tab stop; arrows move and choose (the browser's).
 * No React Aria: the results page's controls are form posts (decision 0046).
 */
export function SortBar({
  value,
  orders = RESULTS_SORT_FIELDS,
  name = "sort",
  onChange,
  messages,
  className,
}: SortBarProps) {
  const labelId = useId();
  const text = { ...defaultSortBarMessages, ...messages };
  const fields = { ...defaultSortBarMessages.fields, ...messages?.fields };
  const short = { ...defaultSortBarMessages.shortFields, ...messages?.shortFields };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-orientation="horizontal"
      data-slot="sort-bar"
      className={["flex flex-wrap items-center gap-2", className].filter(Boolean).join(" ")}
    >
      <span id={labelId} className="mr-1 text-sm font-semibold text-fg">
        {text.label}
      </span>
      {orders.map((field) => (
        <label
          key={field}
          className={[
            "flex min-h-8 cursor-pointer items-center whitespace-nowrap rounded-full border px-3 text-sm font-semibold",
            "border-control bg-surface text-fg hover:bg-ghost-hover",
            "has-[input:checked]:border-primary has-[input:checked]:bg-primary has-[input:checked]:text-on-primary",
            "has-[input:focus-visible]:outline-solid has-[input:focus-visible]:outline-focus-ring has-[input:focus-visible]:outline-focus has-[input:focus-visible]:outline-offset-focus-ring",
          ].join(" ")}
        >
          <input
            type="radio"
            name={name}
            value={field}
            defaultChecked={field === value}
            aria-label={fields[field]}
            onChange={(event) => {
              if (event.target.checked) onChange?.(field);
            }}
            className="sr-only"
          />
          <span aria-hidden="true">{short[field]}</span>
        </label>
      ))}
    </div>
  );
}
