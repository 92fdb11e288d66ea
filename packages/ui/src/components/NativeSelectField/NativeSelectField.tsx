import { type ReactNode, useId } from "react";
import { NativeField, nativeControlClasses } from "../../lib/native-fields";

export interface NativeSelectFieldOption {
  /** Posted under `name`. */
  value: string;
  /** What the option shows. */
  label: string;
}

export interface NativeSelectFieldProps {
  /** Ends up on the `<select>` (target for an error summary link). Generated if omitted. */
  id?: string;
  name: string;
  /** Visible label, always shown (it names the select). */
  label: ReactNode;
  /** Hint under the label, linked to the select with `aria-describedby`. */
  description?: ReactNode;
  /** The first option, posted as an empty value: "Select", "Not needed". */
  placeholder: string;
  options: readonly NativeSelectFieldOption[];
  /** The option chosen at first (after a server round trip: the posted one). */
  defaultValue?: string | undefined;
  /** Messages, verbatim. Non-empty makes the select `aria-invalid` and describes it. */
  errors?: readonly string[];
  /** Called with the chosen value once JavaScript runs (the form posts it either way). */
  onChange?: (value: string) => void;
  /** Classes for the wrapper (layout). */
  className?: string;
}

/**
 * A labelled native `<select>` with its errors next to it, for a form that must work before
 * JavaScript loads: the `Select` trigger needs JavaScript to open, this one does not. Same
 * order and look as the other fields (GOV.UK): label, hint, errors, control.
 */
export function NativeSelectField({
  id,
  name,
  label,
  description,
  placeholder,
  options,
  defaultValue,
  errors,
  onChange,
  className,
}: NativeSelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <NativeField
      id={selectId}
      label={label}
      description={description}
      errors={errors}
      className={className}
    >
      {(describedBy, invalid) => (
        <select
          id={selectId}
          name={name}
          defaultValue={defaultValue ?? ""}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-slot="native-select-field"
          className={nativeControlClasses}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
