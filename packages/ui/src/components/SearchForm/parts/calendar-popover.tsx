import { type CalendarDate, getLocalTimeZone, parseDate, today } from "@internationalized/date";
import { formatWholeRupees, LOCALE, type Paise } from "@wayfare/domain";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Calendar, Dialog, I18nProvider, Popover } from "react-aria-components";
import { CalendarMonthHeader, PickerMonthGrid } from "../../../lib/date-fields";
import { FareMonthGrid } from "../../../lib/fare-month-grid";
import { popoverClasses } from "../../../lib/listbox";

export interface CalendarPopoverProps {
  /** The button that opened it: the popover sits under it and focus returns to it. */
  triggerRef: RefObject<HTMLElement | null>;
  /** The dialog's name, e.g. "Departure date". */
  label: string;
  /** The field's date, "yyyy-mm-dd", or "" for none (the calendar opens on today). */
  value: string;
  /** The first and last days to offer, "yyyy-mm-dd", or "" for no limit. */
  min: string;
  max: string;
  onSelect: (date: string) => void;
  onClose: () => void;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** A month's lowest fares ("yyyy-mm" → day → paise), asked as each month is shown. */
  fares?: MonthFares;
  /** A day's fare in its name: `"₹3,512" => "from ₹3,512"`. */
  fareLabel: (price: string) => string;
}

/** The lowest fare of each day of a month ("yyyy-mm"), for the page to load. */
export type MonthFares = (month: string) => Promise<Readonly<Record<string, Paise>>>;

/** Each shown month's fares, asked once per month; a failed ask is tried again next time. */
function useMonthFares(fares: MonthFares | undefined) {
  const [prices, setPrices] = useState<Readonly<Record<string, Paise>>>({});
  const asked = useRef(new Set<string>());
  const show = (month: string) => {
    if (!fares || asked.current.has(month)) return;
    asked.current.add(month);
    fares(month).then(
      (found) => setPrices((known) => ({ ...known, ...found })),
      () => asked.current.delete(month),
    );
  };
  return { prices, show };
}

function calendarDate(value: string): CalendarDate | undefined {
  try {
    return value ? parseDate(value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The search form's calendar (React Aria `Calendar` in a `Popover`, locale `en-IN`). Its own
 * module: the form imports it the first time someone opens a calendar, so a first visit
 * does not download the calendar code.
 */
export function CalendarPopover({
  triggerRef,
  label,
  value,
  min,
  max,
  onSelect,
  onClose,
  previousMonthLabel,
  nextMonthLabel,
  fares,
  fareLabel,
}: CalendarPopoverProps) {
  const { prices, show } = useMonthFares(fares);
  const opening = calendarDate(value) ?? calendarDate(min) ?? today(getLocalTimeZone());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the month it opens on, once.
  useEffect(() => show(opening.toString().slice(0, 7)), []);
  return (
    <I18nProvider locale={LOCALE}>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        className={popoverClasses}
        offset={4}
        placement="bottom end"
      >
        <Dialog aria-label={label} className="p-3 outline-none">
          <Calendar
            aria-label={label}
            defaultValue={calendarDate(value)}
            minValue={calendarDate(min)}
            maxValue={calendarDate(max)}
            onChange={(date) => onSelect(date.toString())}
            onFocusChange={(date) => show(date.toString().slice(0, 7))}
            autoFocus
            className="flex flex-col gap-2"
          >
            <CalendarMonthHeader previousLabel={previousMonthLabel} nextLabel={nextMonthLabel} />
            {fares ? (
              <div className="max-w-[calc(100vw-2.5rem)] overflow-x-auto">
                <FareMonthGrid
                  prices={prices}
                  formatFare={formatWholeRupees}
                  fareName={(price) =>
                    price === undefined ? undefined : fareLabel(formatWholeRupees(price))
                  }
                />
              </div>
            ) : (
              <PickerMonthGrid />
            )}
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
