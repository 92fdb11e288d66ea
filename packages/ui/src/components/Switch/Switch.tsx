import { type ReactNode, useId } from "react";
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  SwitchButton,
} from "react-aria-components";
import { FieldDescription, FieldErrors, hasErrors } from "../../lib/field";

export interface SwitchProps
  extends Omit<
    AriaSwitchFieldProps,
    "children" | "className" | "style" | "isInvalid" | "validate" | "validationBehavior"
  > {
  /** The visible label; it names the switch. */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty makes the switch invalid. */
  errors?: readonly string[];
  /** Ends up on the `<input role="switch">`. */
  id?: string;
  className?: string;
}

/**
 * An on/off setting that applies at once (React Aria `SwitchField`): "Show prices with
 * markup", "Non-stop only". A real checkbox input with `role="switch"`, so it posts
 * `name=value` when on. For a choice that is confirmed with a submit button, use `Checkbox`.
 */
export function Switch({ label, description, errors, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  return (
    <AriaSwitchField
      {...props}
      id={id ?? generatedId}
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      data-slot="switch"
      className={["flex flex-col gap-1", className].filter(Boolean).join(" ")}
    >
      <SwitchButton className="group flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2 text-base text-fg data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled">
        <span
          aria-hidden="true"
          className={[
            "flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-control bg-canvas p-0.5",
            "group-data-[selected]:border-primary group-data-[selected]:bg-primary",
            "group-data-[disabled]:border-subtle group-data-[disabled]:bg-disabled",
            "group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus-ring group-data-[focus-visible]:outline-focus group-data-[focus-visible]:outline-offset-focus-ring",
          ].join(" ")}
        >
          <span className="size-5 rounded-full bg-control group-data-[selected]:translate-x-5 group-data-[selected]:bg-on-primary group-data-[disabled]:bg-on-disabled motion-safe:transition-transform" />
        </span>
        <span className="pt-0.5">{label}</span>
      </SwitchButton>
      <div className="flex flex-col gap-1 pl-15">
        <FieldDescription>{description}</FieldDescription>
        <FieldErrors errors={errors ?? []} />
      </div>
    </AriaSwitchField>
  );
}
