import { type ReactNode, useId } from "react";

export interface NativeSelectFieldProps {
  id?: string;
  name: string;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  errors?: readonly string[];
}

/**
 * A labelled native `<select>` with errors next to it, for a form that must work before
 * JavaScript loads (the ui Select's trigger needs JavaScript to open). Same order and look
 * as the ui fields: label, errors, control. Candidate for packages/ui.
 */
export function NativeSelectField({
  id,
  name,
  label,
  placeholder,
  options,
  defaultValue,
  errors = [],
}: NativeSelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-errors`;
  const invalid = errors.length > 0;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-base font-semibold text-fg">
        {label}
      </label>
      {invalid ? (
        <p id={errorId} className="flex flex-col gap-0.5 text-sm font-semibold text-error">
          {errors.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </p>
      ) : null}
      <select
        id={selectId}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={[
          "block min-h-11 w-full rounded-control border-2 border-control bg-canvas px-3 py-2 text-base text-fg",
          "outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring",
          invalid ? "border-error-border" : "",
        ].join(" ")}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
