import { type CalendarDate, parseDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import { focusRing } from "../../lib/focus-ring";
import { fieldButtonClasses, fieldGroupClasses, popoverClasses } from "../../lib/listbox";
import { dateSegmentClasses } from "../DateField/DateField";

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
  extends Omit<
    AriaDateRangePickerProps<CalendarDate>,
    | "children"
    | "className"
    | "style"
    | "isInvalid"
    | "validate"
    | "validationBehavior"
    | "value"
    | "defaultValue"
    | "onChange"
    | "minValue"
    | "maxValue"
    | "granularity"
    | "shouldForceLeadingZeros"
  > {
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  /** Ends up on the field group (target for an error summary link). */
  id?: string;
  /** Controlled range (or `null` for none). */
  value?: DateRange | null;
  /** Uncontrolled initial range. */
  defaultValue?: DateRange | null;
  /** Called with the range, or `null` when cleared or incomplete. */
  onChange?: (range: DateRange | null) => void;
  /** Earliest allowed day, "yyyy-mm-dd" (earlier days are disabled in the calendar). */
  minValue?: string;
  /** Latest allowed day, "yyyy-mm-dd". */
  maxValue?: string;
  /** Locale of the segments and the calendar (default `en-IN`). */
  locale?: string;
  messages?: Partial<DateRangePickerMessages>;
  className?: string;
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
        id={id ?? generatedId}
        onChange={(range) =>
          onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)
        }
        minValue={minValue ? parseDate(minValue) : undefined}
        maxValue={maxValue ? parseDate(maxValue) : undefined}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={hasErrors(errors) || undefined}
        validationBehavior="aria"
        data-slot="date-range-picker"
        className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
      >
        <FieldLabel>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrors errors={errors ?? []} />
        <Group className={`${fieldGroupClasses} sm:w-fit`}>
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 px-3 py-2 tabular-nums">
            <DateInput slot="start" className="flex">
              {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
            </DateInput>
            <span aria-hidden="true">–</span>
            <DateInput slot="end" className="flex">
              {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
            </DateInput>
          </div>
          <Button aria-label={text.openCalendar} className={fieldButtonClasses}>
            <CalendarDays aria-hidden="true" className="size-5" />
          </Button>
        </Group>
        <Popover className={popoverClasses} offset={4} placement="bottom start">
          <Dialog className="p-3 outline-none">
            <RangeCalendar className="flex flex-col gap-2">
              <header className="flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  aria-label={text.previousMonth}
                  className={`${fieldButtonClasses} min-h-11`}
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </Button>
                <Heading className="text-base font-semibold" />
                <Button
                  slot="next"
                  aria-label={text.nextMonth}
                  className={`${fieldButtonClasses} min-h-11`}
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </Button>
              </header>
              <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={[
                      "flex size-10 cursor-pointer items-center justify-center rounded-md text-fg tabular-nums",
                      "data-[hovered]:bg-ghost-hover data-[outside-month]:hidden",
                      "data-[selected]:bg-info-surface data-[selected]:text-on-info-surface",
                      "data-[selection-start]:bg-primary data-[selection-start]:text-on-primary data-[selection-start]:font-semibold",
                      "data-[selection-end]:bg-primary data-[selection-end]:text-on-primary data-[selection-end]:font-semibold",
                      "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled data-[disabled]:line-through",
                      "data-[unavailable]:cursor-not-allowed data-[unavailable]:line-through",
                      focusRing,
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
