import { type CalendarDate, parseDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { CalendarDays } from "lucide-react";
import { useId } from "react";
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Group,
  I18nProvider,
  Popover,
  RangeCalendar,
} from "react-aria-components";
import {
  CalendarMonthHeader,
  type DateFieldBaseProps,
  DateFieldHeading,
  type DateFieldOwnProps,
  DateSegments,
  dateFieldAriaProps,
  pickerDayClasses,
} from "../../lib/date-fields";
import { fieldButtonClasses, fieldGroupClasses, popoverClasses } from "../../lib/listbox";

/** A range of days, each "yyyy-mm-dd". */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerMessages {
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
}

export const defaultDateRangePickerMessages: DateRangePickerMessages = {
  openCalendar: "Open calendar",
  previousMonth: "Previous month",
  nextMonth: "Next month",
};

export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<CalendarDate>, DateFieldOwnProps>,
    DateFieldBaseProps {
  /** Controlled range (or `null` for none). */
  value?: DateRange | null;
  /** Uncontrolled initial range. */
  defaultValue?: DateRange | null;
  /** Called with the range, or `null` when cleared or incomplete. */
  onChange?: (range: DateRange | null) => void;
  messages?: Partial<DateRangePickerMessages>;
}

const toRange = (range: DateRange | null | undefined) =>
  range ? { start: parseDate(range.start), end: parseDate(range.end) } : range;

/**
 * Two dates, a start and an end (React Aria `DateRangePicker`, locale `en-IN`): typed segment
 * by segment or picked as a range in a calendar. With `startName` and `endName`, hidden inputs
 * post `yyyy-mm-dd` with a plain HTML form. `minValue`/`maxValue` disable days outside.
 */
export function DateRangePicker({
  label,
  description,
  errors,
  id,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale = LOCALE,
  messages,
  className,
  ...props
}: DateRangePickerProps) {
  const text = { ...defaultDateRangePickerMessages, ...messages };
  const generatedId = useId();
  const controlled = value !== undefined ? { value: toRange(value) ?? null } : {};
  const initial = defaultValue !== undefined ? { defaultValue: toRange(defaultValue) ?? null } : {};
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker<CalendarDate>
        {...props}
        {...controlled}
        {...initial}
        {...dateFieldAriaProps(
          { label, errors, minValue, maxValue, className },
          "date-range-picker",
        )}
        id={id ?? generatedId}
        onChange={(range) =>
          onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)
        }
      >
        <DateFieldHeading label={label} description={description} errors={errors} />
        <Group className={`${fieldGroupClasses} sm:w-fit`}>
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 px-3 py-2 tabular-nums">
            <DateSegments slot="start" className="flex" />
            <span aria-hidden="true">–</span>
            <DateSegments slot="end" className="flex" />
          </div>
          <Button aria-label={text.openCalendar} className={fieldButtonClasses}>
            <CalendarDays aria-hidden="true" className="size-5" />
          </Button>
        </Group>
        <Popover className={popoverClasses} offset={4} placement="bottom start">
          <Dialog className="p-3 outline-none">
            <RangeCalendar className="flex flex-col gap-2">
              <CalendarMonthHeader previousLabel={text.previousMonth} nextLabel={text.nextMonth} />
              <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={[
                      pickerDayClasses,
                      "data-[selected]:bg-info-surface data-[selected]:text-on-info-surface",
                      "data-[selection-start]:bg-primary data-[selection-start]:text-on-primary data-[selection-start]:font-semibold",
                      "data-[selection-end]:bg-primary data-[selection-end]:text-on-primary data-[selection-end]:font-semibold",
                    ].join(" ")}
                  />
                )}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
