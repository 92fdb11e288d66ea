import { type CalendarDate, parseDate } from "@internationalized/date";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Heading,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "./field";
import { focusRing } from "./focus-ring";
import { fieldButtonClasses } from "./listbox";

/**
 * What DateField and DatePicker share: props in "yyyy-mm-dd" strings, the
 * same React Aria settings (whole days, leading zeros, `aria` validation), the label,
 * description and errors above the segments, and the calendar's month header and day cells
 * (with FareCalendar).
 */

/** React Aria props the date fields set themselves or take in another form. */
export type DateFieldOwnProps =
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
  | "shouldForceLeadingZeros";

export interface DateFieldBaseProps {
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  /** Ends up on the field (target for an error summary link). */
  id?: string;
  /** Earliest allowed day, "yyyy-mm-dd" (earlier days are disabled or marked invalid). */
  minValue?: string;
  /** Latest allowed day, "yyyy-mm-dd". */
  maxValue?: string;
  /** Locale of the segments and the calendar (default `en-IN`: dd/mm/yyyy). */
  locale?: string;
  className?: string;
}

/** "yyyy-mm-dd" to a calendar date; `null` stays "none", `undefined` "not given". */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value === "" ? null : parseDate(value);
}

/** The React Aria settings every date field shares. */
export function dateFieldAriaProps(
  { errors, minValue, maxValue, className }: DateFieldBaseProps,
  slot: string,
) {
  return {
    minValue: minValue ? parseDate(minValue) : undefined,
    maxValue: maxValue ? parseDate(maxValue) : undefined,
    granularity: "day" as const,
    shouldForceLeadingZeros: true,
    isInvalid: hasErrors(errors) || undefined,
    validationBehavior: "aria" as const,
    "data-slot": slot,
    className: ["flex flex-col gap-1.5", className].filter(Boolean).join(" "),
  };
}

/** Label, description and errors, in that order, above the segments. */
export function DateFieldHeading({ label, description, errors }: DateFieldBaseProps) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
    </>
  );
}

/** Classes of one day, month or year segment. */
export const dateSegmentClasses =
  "rounded-sm px-0.5 text-fg outline-none data-[placeholder]:text-fg-muted data-[type=literal]:px-0 data-[focused]:bg-primary data-[focused]:text-on-primary";

/** The day, month and year segments of one date. */
export function DateSegments({ className }: { className: string }) {
  return (
    <DateInput className={className}>
      {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
    </DateInput>
  );
}

/** A calendar's month: previous, the month's name, next. */
export function CalendarMonthHeader({
  previousLabel,
  nextLabel,
}: {
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        slot="previous"
        aria-label={previousLabel}
        className={`${fieldButtonClasses} min-h-11`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <Heading className="text-base font-semibold" />
      <Button slot="next" aria-label={nextLabel} className={`${fieldButtonClasses} min-h-11`}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** A day cell's look in every calendar; the states' colours are each calendar's own. */
export const calendarDayClasses = [
  "cursor-pointer rounded-md tabular-nums",
  "data-[hovered]:bg-ghost-hover data-[outside-month]:hidden",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled",
  "data-[unavailable]:cursor-not-allowed",
  focusRing,
].join(" ");

/** The picker calendars' day: a 40 px square, struck through when it cannot be chosen. */
export const pickerDayClasses = [
  calendarDayClasses,
  "flex size-10 items-center justify-center text-fg",
  "data-[disabled]:line-through data-[unavailable]:line-through",
].join(" ");

/** A picker calendar's month of days, the chosen one filled. */
export function PickerMonthGrid() {
  return (
    <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
      {(date) => (
        <CalendarCell
          date={date}
          className={`${pickerDayClasses} data-[selected]:bg-primary data-[selected]:text-on-primary data-[selected]:font-semibold`}
        />
      )}
    </CalendarGrid>
  );
}
