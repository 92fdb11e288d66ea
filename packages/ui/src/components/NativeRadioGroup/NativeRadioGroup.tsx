import {
  type ChangeEvent,
  Children,
  type ComponentPropsWithoutRef,
  createContext,
  isValidElement,
  type ReactNode,
  useContext,
  useId,
} from "react";
import { NativeFieldErrors } from "../../lib/native-fields";

export interface NativeRadioGroupProps {
  /** The question, the fieldset's legend; it names the group. */
  label: ReactNode;
  /** Posted with the chosen option's value. */
  name: string;
  /** Hint under the legend, linked to the group with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty marks every option `aria-invalid`. */
  errors?: readonly string[];
  /** Ends up on the first option's `<input>` (an error summary's `#id` lands inside the group). */
  id?: string;
  /** The option chosen, controlled; or `defaultValue` for the one chosen at first. */
  value?: string;
  defaultValue?: string;
  /** The value of the option just chosen (click, Space or an arrow key). */
  onChange?: (value: string) => void;
  orientation?: "vertical" | "horizontal";
  /** Every option disabled (the fieldset's own `disabled`). */
  isDisabled?: boolean;
  /** `NativeRadio` elements, the first of them given the group's `id`. */
  children: ReactNode;
  className?: string;
}

interface GroupState {
  name: string;
  firstId: string;
  firstValue: string | undefined;
  invalid: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

const NativeRadioGroupContext = createContext<GroupState | null>(null);

/**
 * RadioGroup's look and order (legend, hint, errors, options) on a `<fieldset>` of native
 * `<input type="radio">`s, without React Aria: for a page whose controls are plain form posts
 * (the review's protection choices). The browser gives the keys: one tab stop, arrows move
 * and choose.
 */
export function NativeRadioGroup({
  label,
  name,
  description,
  errors,
  id,
  value,
  defaultValue,
  onChange,
  orientation = "vertical",
  isDisabled,
  children,
  className,
}: NativeRadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const invalid = (errors?.length ?? 0) > 0;
  const descriptionId = description ? `${groupId}-description` : undefined;
  const errorId = invalid ? `${groupId}-error` : undefined;
  const firstValue = firstRadioValue(children);
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on fieldset; it keeps RadioGroup's role, named by the legend
      role="radiogroup"
      aria-invalid={invalid || undefined}
      disabled={isDisabled}
      data-slot="native-radio-group"
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
      className={["flex min-w-0 flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <legend className="float-left w-full text-base font-semibold text-fg">{label}</legend>
      {description ? (
        <p id={descriptionId} className="clear-left text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {errorId ? (
        <NativeFieldErrors id={errorId} errors={errors ?? []} className="clear-left" />
      ) : null}
      <div
        className={[
          "clear-left flex flex-col",
          orientation === "horizontal" ? "gap-x-6 sm:flex-row sm:flex-wrap" : "",
        ].join(" ")}
      >
        <NativeRadioGroupContext.Provider
          value={{ name, firstId: groupId, firstValue, invalid, value, defaultValue, onChange }}
        >
          {children}
        </NativeRadioGroupContext.Provider>
      </div>
    </fieldset>
  );
}

/** The value of the first `NativeRadio`, even when wrapped (the insurance plans' cards). */
function firstRadioValue(children: ReactNode): string | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) continue;
    if (child.type === NativeRadio) {
      return typeof child.props.value === "string" ? child.props.value : undefined;
    }
    const nested = firstRadioValue(child.props.children);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

export interface NativeRadioProps
  extends Omit<
    ComponentPropsWithoutRef<"input">,
    "type" | "name" | "value" | "checked" | "defaultChecked" | "onChange" | "children" | "className"
  > {
  value: string;
  /** The option's visible label; it names the radio. */
  children: ReactNode;
  className?: string;
}

/** One option of a `NativeRadioGroup`. The whole label is the target (at least 44 px tall). */
export function NativeRadio({ value, children, className, ...input }: NativeRadioProps) {
  const group = useContext(NativeRadioGroupContext);
  if (!group) throw new Error("NativeRadio belongs inside a NativeRadioGroup");
  const choice =
    group.value === undefined
      ? { defaultChecked: group.defaultValue === value }
      : { checked: group.value === value };
  return (
    <label
      data-slot="native-radio"
      className={[
        "group flex min-h-11 w-fit cursor-pointer items-start gap-3 py-2.5 text-base text-fg has-[input:disabled]:cursor-not-allowed has-[input:disabled]:text-on-disabled",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <input
        {...input}
        {...choice}
        id={group.firstValue === value ? group.firstId : input.id}
        type="radio"
        name={group.name}
        value={value}
        aria-invalid={group.invalid || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (event.target.checked) group.onChange?.(value);
        }}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={[
          "flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-control bg-canvas",
          "peer-checked:border-primary peer-aria-[invalid=true]:border-error-border",
          "peer-disabled:border-subtle peer-disabled:bg-disabled",
          "peer-focus-visible:outline-solid peer-focus-visible:outline-focus-ring peer-focus-visible:outline-focus peer-focus-visible:outline-offset-focus-ring",
        ].join(" ")}
      >
        <span className="hidden size-3 rounded-full bg-primary group-has-[input:checked]:block group-has-[input:disabled]:bg-on-disabled" />
      </span>
      <span>{children}</span>
    </label>
  );
}
