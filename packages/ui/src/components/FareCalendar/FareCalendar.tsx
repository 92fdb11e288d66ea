import { type CalendarDate, parseDate } from "@internationalized/date";
import { formatMoney, LOCALE, type Paise } from "@wayfare/domain";
import { Calendar, I18nProvider } from "react-aria-components";
import { CalendarMonthHeader, toCalendarDate } from "../../lib/date-fields";
import { FareMonthGrid } from "../../lib/fare-month-grid";

export interface FareCalendarMessages {
  label: string;
  previousMonth: string;
  nextMonth: string;
  /** Added to each day's name: `"₹4,650.00" => "from ₹4,650.00"`. */
  fare: (price: string) => string;
  /** Added to the name of a day without a fare. */
  noFare: string;
}

export const defaultFareCalendarMessages: FareCalendarMessages = {
  label: "Lowest fares by date",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  fare: (price) => `from ${price}`,
  noFare: "no fare",
};

export interface FareCalendarProps {
  /** The lowest fare of each day, "yyyy-mm-dd" → paise; days missing have no fare. */
  prices: Readonly<Record<string, Paise>>;
  /** Controlled chosen day, "yyyy-mm-dd". */
  value?: string | null;
  /** Uncontrolled initial day, "yyyy-mm-dd"; the calendar opens on its month. */
  defaultValue?: string | null;
  onChange?: (date: string) => void;
  /** Earliest day that can be chosen, "yyyy-mm-dd". */
  minValue?: string;
  maxValue?: string;
  /** Posts the chosen day under this name from a hidden input. */
  name?: string;
  isDisabled?: boolean;
  locale?: string;
  messages?: Partial<FareCalendarMessages>;
  className?: string;
}

/**
 * A month of days with each day's lowest fare (React Aria `Calendar`, `en-IN`): a grid where
 * arrows move by day and week, Enter chooses. The fare is in each day's accessible name
 * ("Tuesday, 1 December 2026, from ₹4,650.00", as the search form names them), not only printed under the number.
 */
export function FareCalendar({
  prices,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  name,
  isDisabled,
  locale = LOCALE,
  messages,
  className,
}: FareCalendarProps) {
  const text = { ...defaultFareCalendarMessages, ...messages };
  const controlled = value !== undefined ? { value: toCalendarDate(value) ?? null } : {};
  const initial =
    defaultValue !== undefined ? { defaultValue: toCalendarDate(defaultValue) ?? null } : {};

  return (
    <I18nProvider locale={locale}>
      <Calendar<CalendarDate>
        {...controlled}
        {...initial}
        aria-label={text.label}
        onChange={(date) => onChange?.(date.toString())}
        minValue={minValue ? parseDate(minValue) : undefined}
        maxValue={maxValue ? parseDate(maxValue) : undefined}
        isDisabled={isDisabled}
        data-slot="fare-calendar"
        className={["flex w-fit max-w-full flex-col gap-2 text-fg", className]
          .filter(Boolean)
          .join(" ")}
      >
        {({ state }) => (
          <>
            <CalendarMonthHeader previousLabel={text.previousMonth} nextLabel={text.nextMonth} />
            <div data-slot="fare-calendar-scroll" className="max-w-full overflow-x-auto">
              <FareMonthGrid
                prices={prices}
                formatFare={formatMoney}
                fareName={(price) =>
                  price === undefined ? text.noFare : text.fare(formatMoney(price))
                }
              />
            </div>
            {name ? (
              <input type="hidden" name={name} value={state.value?.toString() ?? ""} />
            ) : null}
          </>
        )}
      </Calendar>
    </I18nProvider>
  );
}
