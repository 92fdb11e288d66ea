import { Minus, Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import {
  FieldDescription,
  FieldErrors,
  FieldLabel,
  hasErrors,
  inputClasses,
} from "../../lib/field";
import { fieldButtonClasses } from "../../lib/listbox";

export interface NumberFieldProps
  extends Omit<
    AriaNumberFieldProps,
    | "children"
    | "className"
    | "style"
    | "isInvalid"
    | "validate"
    | "validationBehavior"
    | "incrementAriaLabel"
    | "decrementAriaLabel"
  > {
  /** Visible label, always shown (it names the input). */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty makes the field invalid. */
  errors?: readonly string[];
  /** Ends up on the `<input>` (target for an error summary link). Generated if omitted. */
  id?: string;
  /** Accessible name of the + button (default: React Aria's "Increase <label>"). */
  incrementLabel?: string;
  /** Accessible name of the − button (default: React Aria's "Decrease <label>"). */
  decrementLabel?: string;
  /** Classes for the wrapper (layout). */
  className?: string;
}

const stepperClasses = [
  fieldButtonClasses,
  "size-11 border-2 border-control bg-canvas data-[disabled]:border-subtle data-[disabled]:bg-disabled",
].join(" ");

/**
 * A number with − and + steppers (React Aria `NumberField`): counts of travellers, bags,
 * nights. `minValue`/`maxValue` clamp typing and disable the stepper at the limit. With
 * `name` it posts the plain number through a hidden input (the visible one is formatted).
 */
export function NumberField({
  label,
  description,
  errors,
  id,
  incrementLabel,
  decrementLabel,
  className,
  ...props
}: NumberFieldProps) {
  const generatedId = useId();
  return (
    <AriaNumberField
      {...props}
      id={id ?? generatedId}
      incrementAriaLabel={incrementLabel}
      decrementAriaLabel={decrementLabel}
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      data-slot="number-field"
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <Group className="flex w-full items-center gap-2 sm:w-fit">
        <Button slot="decrement" className={stepperClasses}>
          <Minus aria-hidden="true" className="size-5" />
        </Button>
        <Input
          className={`${inputClasses} min-w-0 flex-1 text-center tabular-nums sm:w-20 sm:flex-none`}
        />
        <Button slot="increment" className={stepperClasses}>
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </Group>
    </AriaNumberField>
  );
}
