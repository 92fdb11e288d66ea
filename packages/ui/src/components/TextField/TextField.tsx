import { type ReactNode, useId } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from "react-aria-components";
import {
  FieldDescription,
  FieldErrors,
  FieldLabel,
  hasErrors,
  inputClasses,
} from "../../lib/field";
import { useValueTypedBeforeHydration } from "../../lib/use-value-typed-before-hydration";

export interface TextFieldProps
  extends Omit<
    AriaTextFieldProps,
    | "children"
    | "className"
    | "style"
    | "isInvalid"
    | "validate"
    | "validationBehavior"
    | "pattern"
    | "minLength"
  > {
  /** Visible label, always shown (it names the input). */
  label: ReactNode;
  /** Hint under the label, linked to the input with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Messages to show, verbatim (e.g. the server's). Non-empty makes the field invalid:
   * `aria-invalid="true"` and the messages in text next to the field, linked with
   * `aria-describedby`.
   */
  errors?: readonly string[];
  /** Ends up on the `<input>` (so an error summary can link to `#id`). Generated if omitted. */
  id?: string;
  placeholder?: string;
  /** Classes for the wrapper (layout: width, margins). */
  className?: string;
}

/**
 * A labelled single-line text input (React Aria `TextField`). Uncontrolled by default
 * (`name` + `defaultValue`), so it server-renders and posts with a plain HTML form.
 * Validation is `aria` only: the browser never blocks submission; the server decides.
 */
export function TextField({
  label,
  description,
  errors,
  id,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const invalid = hasErrors(errors);
  const field = useValueTypedBeforeHydration({ value, defaultValue, onChange });
  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      id={id ?? generatedId}
      isInvalid={invalid}
      validationBehavior="aria"
      data-slot="text-field"
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <Input ref={field.inputRef} placeholder={placeholder} className={inputClasses} />
    </AriaTextField>
  );
}
