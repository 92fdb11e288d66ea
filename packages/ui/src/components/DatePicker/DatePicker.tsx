import { type CalendarDate, parseDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import { focusRing } from "../../lib/focus-ring";
import { fieldButtonClasses, fieldGroupClasses, popoverClasses } from "../../lib/listbox";

export interface DatePickerProps
  extends Omit<
    AriaDatePickerProps<CalendarDate>,
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
  /** Ends up on the date field group (target for an error summary link). */
  id?: string;
  /** Controlled date, "yyyy-mm-dd" (or `null` for none). */
  value?: string | null;
  /** Uncontrolled initial date, "yyyy-mm-dd". */
  defaultValue?: string | null;
  /** Called with "yyyy-mm-dd", or `null` when cleared or incomplete. */
  onChange?: (date: string | null) => void;
  /** Earliest allowed date, "yyyy-mm-dd" (earlier days are disabled in the calendar). */
  minValue?: string;
  /** Latest allowed date, "yyyy-mm-dd". */
  maxValue?: string;
  /** Accessible name of the button that opens the calendar. */
  openCalendarLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /** Locale of the segments and the calendar (default `en-IN`: dd/mm/yyyy, weeks from Monday… as the locale says). */
  locale?: string;
  className?: string;
}

const toDate = (value: string | null | undefined) =>
  value == null || value === "" ? (value === undefined ? undefined : null) : parseDate(value);

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
  const controlled = value !== undefined ? { value: toDate(value) ?? null } : {};
  const initial = defaultValue !== undefined ? { defaultValue: toDate(defaultValue) ?? null } : {};
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...props}
        {...controlled}
        {...initial}
        id={id ?? generatedId}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
        minValue={minValue ? parseDate(minValue) : undefined}
        maxValue={maxValue ? parseDate(maxValue) : undefined}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={hasErrors(errors) || undefined}
        validationBehavior="aria"
        data-slot="date-picker"
        className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
      >
        <FieldLabel>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrors errors={errors ?? []} />
        <Group className={`${fieldGroupClasses} sm:w-fit`}>
          <DateInput className="flex min-w-0 flex-1 items-center px-3 py-2 tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded-sm px-0.5 text-fg outline-none data-[placeholder]:text-fg-muted data-[type=literal]:px-0 data-[focused]:bg-primary data-[focused]:text-on-primary"
              />
            )}
          </DateInput>
          <Button aria-label={openCalendarLabel} className={fieldButtonClasses}>
            <CalendarDays aria-hidden="true" className="size-5" />
          </Button>
        </Group>
        <Popover className={popoverClasses} offset={4} placement="bottom start">
          <Dialog className="p-3 outline-none">
            <Calendar className="flex flex-col gap-2">
              <header className="flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  aria-label={previousMonthLabel}
                  className={`${fieldButtonClasses} min-h-11`}
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </Button>
                <Heading className="text-base font-semibold" />
                <Button
                  slot="next"
                  aria-label={nextMonthLabel}
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
                      "data-[selected]:bg-primary data-[selected]:text-on-primary data-[selected]:font-semibold",
                      "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled data-[disabled]:line-through",
                      "data-[unavailable]:cursor-not-allowed data-[unavailable]:line-through",
                      focusRing,
                    ].join(" ")}
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
