import { type CalendarDate, parseDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  I18nProvider,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import { fieldGroupClasses } from "../../lib/listbox";

export interface DateFieldProps
  extends Omit<
    AriaDateFieldProps<CalendarDate>,
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
  /** Ends up on the field (target for an error summary link). */
  id?: string;
  /** Controlled date, "yyyy-mm-dd" (or `null` for none). */
  value?: string | null;
  /** Uncontrolled initial date, "yyyy-mm-dd". */
  defaultValue?: string | null;
  /** Called with "yyyy-mm-dd", or `null` when cleared or incomplete. */
  onChange?: (date: string | null) => void;
  /** Earliest allowed date, "yyyy-mm-dd" (an earlier typed date is marked invalid). */
  minValue?: string;
  /** Latest allowed date, "yyyy-mm-dd". */
  maxValue?: string;
  /** Locale of the segments (default `en-IN`: dd/mm/yyyy). */
  locale?: string;
  className?: string;
}

/** Classes of one day, month or year segment (shared with DateRangePicker). */
export const dateSegmentClasses =
  "rounded-sm px-0.5 text-fg outline-none data-[placeholder]:text-fg-muted data-[type=literal]:px-0 data-[focused]:bg-primary data-[focused]:text-on-primary";

const toDate = (value: string | null | undefined) =>
  value == null || value === "" ? (value === undefined ? undefined : null) : parseDate(value);

/**
 * A date typed segment by segment, without a calendar (React Aria `DateField`, locale
 * `en-IN`): a date of birth, a passport expiry — dates people know rather than pick. With
 * `name`, a hidden input posts `yyyy-mm-dd` with a plain HTML form.
 */
export function DateField({
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
  className,
  ...props
}: DateFieldProps) {
  const generatedId = useId();
  const controlled = value !== undefined ? { value: toDate(value) ?? null } : {};
  const initial = defaultValue !== undefined ? { defaultValue: toDate(defaultValue) ?? null } : {};
  return (
    <I18nProvider locale={locale}>
      <AriaDateField<CalendarDate>
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
        data-slot="date-field"
        className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
      >
        <FieldLabel>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrors errors={errors ?? []} />
        <DateInput
          className={`${fieldGroupClasses} items-center px-3 py-2 tabular-nums sm:w-fit sm:min-w-40`}
        >
          {(segment) => <DateSegment segment={segment} className={dateSegmentClasses} />}
        </DateInput>
      </AriaDateField>
    </I18nProvider>
  );
}
