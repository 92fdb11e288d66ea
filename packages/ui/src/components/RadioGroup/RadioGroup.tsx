import { Children, createContext, isValidElement, type ReactNode, useContext, useId } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import { useValueTypedBeforeHydration } from "../../lib/use-value-typed-before-hydration";

/** No option chosen (an option's value may be ""). */
const NONE = "\u0000none";

/** The option checked in the group's server-rendered radios, if any. */
const checkedOption = (group: HTMLDivElement) =>
  group.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;

export interface RadioGroupProps
  extends Omit<
    AriaRadioGroupProps,
    "children" | "className" | "style" | "isInvalid" | "validate" | "validationBehavior"
  > {
  /** The question; it names the group. */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty makes the group invalid. */
  errors?: readonly string[];
  /**
   * Ends up on the first option's `<input type="radio">` (GOV.UK: an error summary link
   * `#id` puts focus on the first option, inside the group, so its name, hint and errors are
   * read). If the first `Radio` cannot be found among the direct children, on the group.
   */
  id?: string;
  /** `Radio` elements. */
  children: ReactNode;
  className?: string;
}

/**
 * One choice from a few (React Aria `RadioGroup`): fare type, title, amendment type. Native
 * radio inputs share `name`, so the choice posts with a plain HTML form. Arrow keys move and
 * select; the group is one tab stop. An option chosen before the page hydrated stays chosen.
 */
export function RadioGroup({
  label,
  description,
  errors,
  id,
  children,
  orientation = "vertical",
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: RadioGroupProps) {
  const choice = useValueTypedBeforeHydration<HTMLDivElement>({
    value: value === null ? NONE : value,
    defaultValue: defaultValue ?? NONE,
    onChange,
    read: checkedOption,
  });
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const firstValue = firstRadioValue(children);
  return (
    <AriaRadioGroup
      {...props}
      ref={choice.inputRef}
      value={choice.value === NONE ? null : choice.value}
      onChange={choice.onChange}
      id={firstValue === undefined ? inputId : undefined}
      orientation={orientation}
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      data-slot="radio-group"
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <div
        className={
          orientation === "horizontal"
            ? "flex flex-col gap-x-6 sm:flex-row sm:flex-wrap"
            : "flex flex-col"
        }
      >
        <FirstRadioContext.Provider value={{ id: inputId, value: firstValue }}>
          {children}
        </FirstRadioContext.Provider>
      </div>
    </AriaRadioGroup>
  );
}

/** Which option carries the group's `id` (the first one). */
const FirstRadioContext = createContext<{ id: string; value: string | undefined } | null>(null);

function firstRadioValue(children: ReactNode): string | undefined {
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ value?: unknown }>(child) && child.type === Radio) {
      return typeof child.props.value === "string" ? child.props.value : undefined;
    }
  }
  return undefined;
}

export interface RadioProps extends Omit<AriaRadioProps, "children" | "className" | "style"> {
  /** The option's visible label; it names the radio. */
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`. The whole label is the target (at least 44 px tall). */
export function Radio({ children, className, ...props }: RadioProps) {
  const first = useContext(FirstRadioContext);
  return (
    <AriaRadio
      {...props}
      id={first && first.value === props.value ? first.id : props.id}
      data-slot="radio"
      className={[
        "group flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2.5 text-base text-fg data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span
        aria-hidden="true"
        className={[
          "flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-control bg-canvas",
          "group-data-[selected]:border-primary",
          "group-data-[invalid]:border-error-border",
          "group-data-[disabled]:border-subtle group-data-[disabled]:bg-disabled",
          "group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-focus-ring group-data-[focus-visible]:outline-focus group-data-[focus-visible]:outline-offset-focus-ring",
        ].join(" ")}
      >
        <span className="hidden size-3 rounded-full bg-primary group-data-[selected]:block group-data-[disabled]:bg-on-disabled" />
      </span>
      <span>{children}</span>
    </AriaRadio>
  );
}
