import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";

/**
 * Shared pieces of the text-like fields (TextField, PasswordField): GOV.UK order — label,
 * description, error message(s), then the input — so a screen reader or a magnifier user
 * meets the problem before the box.
 */

export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className="text-base font-semibold text-fg">{children}</Label>;
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === "") return null;
  return (
    <Text slot="description" className="text-sm text-fg-muted">
      {children}
    </Text>
  );
}

/**
 * The error messages, verbatim, in text next to the field. React Aria links this element to
 * the input with `aria-describedby` and renders it only while the field is invalid.
 */
export function FieldErrors({ errors }: { errors: readonly string[] }) {
  return (
    <FieldError className="flex flex-col gap-0.5 text-sm font-semibold text-error">
      {errors.map((message) => (
        <span key={message} className="block">
          {message}
        </span>
      ))}
    </FieldError>
  );
}

/** Classes for the `<input>` of a field; states come from React Aria's data attributes. */
export const inputClasses = [
  "block w-full min-h-11 rounded-control border-2 border-control bg-canvas px-3 py-2",
  "text-base text-fg placeholder:text-fg-muted",
  "outline-none data-[focused]:outline-solid data-[focused]:outline-focus-ring data-[focused]:outline-focus data-[focused]:outline-offset-focus-ring",
  "data-[invalid]:border-error-border",
  "data-[disabled]:cursor-not-allowed data-[disabled]:border-subtle data-[disabled]:bg-disabled data-[disabled]:text-on-disabled",
].join(" ");

/** Whether an `errors` prop means "invalid". */
export function hasErrors(errors: readonly string[] | undefined): errors is readonly string[] {
  return errors !== undefined && errors.length > 0;
}
