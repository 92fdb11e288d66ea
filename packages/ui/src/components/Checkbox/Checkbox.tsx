import { Check, Minus } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
} from "react-aria-components";
import { FieldDescription, FieldErrors, hasErrors } from "../../lib/field";

export interface CheckboxProps
  extends Omit<
    AriaCheckboxFieldProps,
    "children" | "className" | "style" | "isInvalid" | "validate" | "validationBehavior"
  > {
  /** The visible label next to the box; it names the checkbox. */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty makes the checkbox invalid. */
  errors?: readonly string[];
  /** Ends up on the `<input type="checkbox">` (target for an error summary link). */
  id?: string;
  className?: string;
}

/**
 * A single yes/no choice (React Aria `CheckboxField`): "I accept the terms", "Save this
 * passenger". A real `<input type="checkbox">` posts `name=value` (default `on`) with a plain
 * HTML form when ticked. The whole label is the target.
 */
export function Checkbox({ label, description, errors, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  return (
    <AriaCheckboxField
      {...props}
      id={id ?? generatedId}
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      data-slot="checkbox"
      className={["flex flex-col gap-1", className].filter(Boolean).join(" ")}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className="group relative flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2.5 text-base text-fg data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled">
            <span
              aria-hidden="true"
              className={[
                "flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-control bg-canvas text-on-primary",
                "group-data-[selected]:border-primary group-data-[selected]:bg-primary",
                "group-has-[input:checked]:border-primary group-has-[input:checked]:bg-primary",
                "group-data-[indeterminate]:border-primary group-data-[indeterminate]:bg-primary",
                "group-data-[invalid]:border-error-border",
                "group-data-[disabled]:border-subtle group-data-[disabled]:bg-disabled group-data-[disabled]:text-on-disabled",
                "group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus-ring group-data-[focus-visible]:outline-focus group-data-[focus-visible]:outline-offset-focus-ring",
              ].join(" ")}
            >
              {isIndeterminate ? (
                <Minus className="size-4" strokeWidth={3} />
              ) : (
                // Drawn from the input's own state too, so a tick shows before JavaScript loads.
                <Check
                  className={
                    isSelected ? "size-4" : "hidden size-4 group-has-[input:checked]:block"
                  }
                  strokeWidth={3}
                />
              )}
            </span>
            <span>{label}</span>
          </CheckboxButton>
          <div className="flex flex-col gap-1 pl-9">
            <FieldDescription>{description}</FieldDescription>
            <FieldErrors errors={errors ?? []} />
          </div>
        </>
      )}
    </AriaCheckboxField>
  );
}
