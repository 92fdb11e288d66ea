import { type CalendarDate, parseDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import type { RefObject } from "react";
import { Calendar, Dialog, I18nProvider, Popover } from "react-aria-components";
import { CalendarMonthHeader, PickerMonthGrid } from "../../../lib/date-fields";
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
}: CalendarPopoverProps) {
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
            autoFocus
            className="flex flex-col gap-2"
          >
            <CalendarMonthHeader previousLabel={previousMonthLabel} nextLabel={nextMonthLabel} />
            <PickerMonthGrid />
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}
