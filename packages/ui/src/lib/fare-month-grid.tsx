import type { CalendarDate } from "@internationalized/date";
import type { Paise } from "@wayfare/domain";
import { CalendarCell, CalendarGrid } from "react-aria-components";
import { calendarDayClasses } from "./date-fields";

export interface FareMonthGridProps {
  /** The lowest fare of each day, "yyyy-mm-dd" → paise; days missing show none. */
  prices: Readonly<Record<string, Paise>>;
  /** The fare as printed under the day number. */
  formatFare: (price: Paise) => string;
  /** Added to the day's accessible name: the fare, or a day without one (`undefined`: nothing). */
  fareName: (price: Paise | undefined) => string | undefined;
}

/**
 * A React Aria calendar's month grid with each day's fare under its number. The fare is in
 * each day's accessible name ("Friday, 16 April 2027, from ₹3,512"), not only printed.
 */
export function FareMonthGrid({ prices, formatFare, fareName }: FareMonthGridProps) {
  const priceOf = (date: CalendarDate) => prices[date.toString()];
  return (
    <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
      {(date) => (
        <CalendarCell
          date={date}
          // React Aria names the day itself and does not take an aria-label; add the fare to
          // its name after each render so it is heard, not only seen.
          ref={(cell) => {
            const day = cell?.firstElementChild as HTMLElement | null | undefined;
            const label = day?.getAttribute("aria-label");
            if (!day || !label) return;
            // React Aria's own name, unless the label is still the one written here last.
            const own = label === day.dataset.named ? (day.dataset.ownName ?? label) : label;
            const name = fareName(priceOf(date));
            const named = name ? `${own}, ${name}` : own;
            day.dataset.ownName = own;
            day.dataset.named = named;
            if (label !== named) day.setAttribute("aria-label", named);
          }}
          data-fare={priceOf(date) === undefined ? "—" : formatFare(priceOf(date) as Paise)}
          className={[
            // The fare is printed from data-fare by CSS: the visible text stays the day
            // number, which starts the name (label in name), and the fare is read once, from
            // the name.
            calendarDayClasses,
            "flex h-14 w-16 flex-col items-center justify-center text-sm font-semibold",
            "after:text-xs after:font-normal after:text-fg-muted after:content-[attr(data-fare)] data-[selected]:after:text-on-primary",
            "data-[selected]:bg-primary data-[selected]:text-on-primary",
          ].join(" ")}
        />
      )}
    </CalendarGrid>
  );
}
