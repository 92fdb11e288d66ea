import { useRef } from "react";
import { NativeField, nativeControlClasses } from "../../../lib/native-fields";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import { CalendarButton } from "./calendar-button";
import type { MonthFares } from "./calendar-popover";

export { AirportField } from "./airport-field";
export type { MonthFares } from "./calendar-popover";

interface FieldBase {
  id: string;
  name: string;
  label: string;
  errors: readonly string[];
  /** Shown only before JavaScript, where the native control needs explaining. */
  hint?: string;
}

export interface CalendarLabels {
  openCalendar: string;
  previousMonth: string;
  nextMonth: string;
  /** A day's fare in its name: `"₹3,512" => "from ₹3,512"`. */
  fareFrom: (price: string) => string;
}

/**
 * A native date input (posts yyyy-mm-dd), with or without JavaScript; once hydrated, a
 * button beside it opens a calendar whose code loads on that first press.
 */
export function DateField({
  hint,
  defaultValue,
  value,
  onChange,
  min,
  max,
  fares,
  calendarLabels,
  id,
  name,
  label,
  errors,
}: FieldBase & {
  defaultValue?: string;
  /** With `onChange`, the field is controlled ("yyyy-mm-dd" or ""). */
  value?: string;
  onChange?: (date: string) => void;
  /** The first and last days a search may ask for, "yyyy-mm-dd". */
  min?: string;
  max?: string;
  /** Each day's lowest fare in the calendar (the leg's route is known). */
  fares?: MonthFares;
  calendarLabels: CalendarLabels;
}) {
  const hydrated = useIsHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <NativeField id={id} label={label} description={hint} errors={errors}>
      {(describedBy, invalid) => (
        <div className="flex gap-2">
          <input
            ref={inputRef}
            type="date"
            id={id}
            name={name}
            {...(onChange
              ? { value, onChange: (event) => onChange(event.currentTarget.value) }
              : { defaultValue })}
            min={min}
            max={max}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            // Once the calendar button is there, the browser's own picker icon would be a second.
            className={`${nativeControlClasses} ${hydrated ? "[&::-webkit-calendar-picker-indicator]:hidden" : ""}`}
          />
          {hydrated ? (
            <CalendarButton
              inputRef={inputRef}
              label={label}
              openCalendarLabel={calendarLabels.openCalendar}
              previousMonthLabel={calendarLabels.previousMonth}
              nextMonthLabel={calendarLabels.nextMonth}
              fares={fares}
              fareLabel={calendarLabels.fareFrom}
            />
          ) : null}
        </div>
      )}
    </NativeField>
  );
}
