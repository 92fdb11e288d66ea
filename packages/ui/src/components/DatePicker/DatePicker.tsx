import type { CalendarDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { CalendarDays } from "lucide-react";
import { useId } from "react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  Dialog,
  Group,
  I18nProvider,
  Popover,
} from "react-aria-components";
import {
  CalendarMonthHeader,
  type DateFieldBaseProps,
  DateFieldHeading,
  type DateFieldOwnProps,
  DateSegments,
  dateFieldAriaProps,
  PickerMonthGrid,
  toCalendarDate,
} from "../../lib/date-fields";
import { fieldButtonClasses, fieldGroupClasses, popoverClasses } from "../../lib/listbox";

export interface DatePickerProps
  extends Omit<AriaDatePickerProps<CalendarDate>, DateFieldOwnProps>,
    DateFieldBaseProps {
  /** Controlled date, "yyyy-mm-dd" (or `null` for none). */
  value?: string | null;
  /** Uncontrolled initial date, "yyyy-mm-dd". */
  defaultValue?: string | null;
  /** Called with "yyyy-mm-dd", or `null` when cleared or incomplete. */
  onChange?: (date: string | null) => void;
  /** Accessible name of the button that opens the calendar. */
  openCalendarLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
}

/**
 * A date typed segment by segment (day, month, year) or picked from a calendar (React Aria
 * `DatePicker`, `@internationalized/date`, locale `en-IN`). With `name`, a hidden input posts
 * `yyyy-mm-dd` with a plain HTML form. `minValue`/`maxValue` disable days outside the range
 * and mark a typed date outside it invalid.
 */
export function DatePicker({
  label,
  description,
  errors,
  id,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  openCalendarLabel = "Open calendar",
  previousMonthLabel = "Previous month",
  nextMonthLabel = "Next month",
  locale = LOCALE,
  className,
  ...props
}: DatePickerProps) {
  const generatedId = useId();
  const controlled = value !== undefined ? { value: toCalendarDate(value) ?? null } : {};
  const initial =
    defaultValue !== undefined ? { defaultValue: toCalendarDate(defaultValue) ?? null } : {};
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...props}
        {...controlled}
        {...initial}
        {...dateFieldAriaProps({ label, errors, minValue, maxValue, className }, "date-picker")}
        id={id ?? generatedId}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
      >
        <DateFieldHeading label={label} description={description} errors={errors} />
        <Group className={`${fieldGroupClasses} sm:w-fit`}>
          <DateSegments className="flex min-w-0 flex-1 items-center px-3 py-2 tabular-nums" />
          <Button aria-label={openCalendarLabel} className={fieldButtonClasses}>
            <CalendarDays aria-hidden="true" className="size-5" />
          </Button>
        </Group>
        <Popover className={popoverClasses} offset={4} placement="bottom start">
          <Dialog className="p-3 outline-none">
            <Calendar className="flex flex-col gap-2">
              <CalendarMonthHeader previousLabel={previousMonthLabel} nextLabel={nextMonthLabel} />
              <PickerMonthGrid />
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
