import type { ComponentPropsWithoutRef, ReactNode } from "react";

/**
 * Native stand-ins for React Aria fields before JavaScript: the same label, hint and error
 * order (GOV.UK), a native control that posts under `name` and can be used without script.
 * Replaced by the real field once hydrated (`useIsHydrated`).
 */
export const nativeControlClasses = [
  "block w-full min-h-11 rounded-control border-2 border-control bg-canvas px-3 py-2",
  "text-base text-fg placeholder:text-fg-muted",
  "outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring",
  "aria-[invalid=true]:border-error-border",
].join(" ");

/** The messages, verbatim, one a line: the element a native control's `aria-describedby` names. */
export function NativeFieldErrors({
  id,
  errors,
  className,
}: {
  id: string;
  errors: readonly string[];
  className?: string;
}) {
  return (
    <p
      id={id}
      className={["flex flex-col gap-0.5 text-sm font-semibold text-error", className]
        .filter(Boolean)
        .join(" ")}
    >
      {errors.map((message) => (
        <span key={message} className="block">
          {message}
        </span>
      ))}
    </p>
  );
}

interface NativeFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function NativeField({
  id,
  label,
  description,
  errors,
  className,
  children,
}: NativeFieldProps) {
  const invalid = (errors?.length ?? 0) > 0;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="text-base font-semibold text-fg">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {errorId ? <NativeFieldErrors id={errorId} errors={errors ?? []} /> : null}
      {children(describedBy, invalid)}
    </div>
  );
}

export type NativeInputProps = Omit<ComponentPropsWithoutRef<"input">, "className" | "id"> & {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  className?: string;
};

export function NativeInput({
  id,
  label,
  description,
  errors,
  className,
  ...input
}: NativeInputProps) {
  return (
    <NativeField
      id={id}
      label={label}
      description={description}
      errors={errors}
      className={className}
    >
      {(describedBy, invalid) => (
        <input
          type="text"
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={nativeControlClasses}
        />
      )}
    </NativeField>
  );
}

export interface NativeSelectProps
  extends Omit<ComponentPropsWithoutRef<"select">, "className" | "id" | "children"> {
  id: string;
  label: ReactNode;
  errors?: readonly string[];
  options: readonly { id: string; label: string }[];
  className?: string;
}

export function NativeSelect({
  id,
  label,
  errors,
  options,
  className,
  ...select
}: NativeSelectProps) {
  return (
    <NativeField id={id} label={label} errors={errors} className={className}>
      {(describedBy, invalid) => (
        <select
          {...select}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={nativeControlClasses}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
