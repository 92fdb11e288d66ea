import type { CalendarDate } from "@internationalized/date";
import { LOCALE } from "@wayfare/domain";
import { useId } from "react";
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  I18nProvider,
} from "react-aria-components";
import {
  type DateFieldBaseProps,
  DateFieldHeading,
  type DateFieldOwnProps,
  DateSegments,
  dateFieldAriaProps,
  toCalendarDate,
} from "../../lib/date-fields";
import { fieldGroupClasses } from "../../lib/listbox";

export interface DateFieldProps
  extends Omit<AriaDateFieldProps<CalendarDate>, DateFieldOwnProps>,
    DateFieldBaseProps {
  /** Controlled date, "yyyy-mm-dd" (or `null` for none). */
  value?: string | null;
  /** Uncontrolled initial date, "yyyy-mm-dd". */
  defaultValue?: string | null;
  /** Called with "yyyy-mm-dd", or `null` when cleared or incomplete. */
  onChange?: (date: string | null) => void;
}

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
  const controlled = value !== undefined ? { value: toCalendarDate(value) ?? null } : {};
  const initial =
    defaultValue !== undefined ? { defaultValue: toCalendarDate(defaultValue) ?? null } : {};
  return (
    <I18nProvider locale={locale}>
      <AriaDateField<CalendarDate>
        {...props}
        {...controlled}
        {...initial}
        {...dateFieldAriaProps({ label, errors, minValue, maxValue, className }, "date-field")}
        id={id ?? generatedId}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
      >
        <DateFieldHeading label={label} description={description} errors={errors} />
        <DateSegments
          className={`${fieldGroupClasses} items-center px-3 py-2 tabular-nums sm:w-fit sm:min-w-40`}
        />
      </AriaDateField>
    </I18nProvider>
  );
}
