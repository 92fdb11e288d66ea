import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import { focusRing } from "../../lib/focus-ring";
import { listBoxClasses, listBoxItemClasses, popoverClasses } from "../../lib/listbox";

export interface SelectOption {
  /** Posted under `name` and used by `value`/`onChange`. */
  id: string;
  /** What the option shows and is named by. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption>,
    | "children"
    | "className"
    | "style"
    | "isInvalid"
    | "validate"
    | "validationBehavior"
    | "items"
    | "value"
    | "defaultValue"
    | "onChange"
    | "selectionMode"
    | "placeholder"
  > {
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  /** Ends up on the trigger button (target for an error summary link). */
  id?: string;
  options: readonly SelectOption[];
  /** Controlled selected option id. */
  value?: string | null;
  /** Uncontrolled initial option id. */
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  className?: string;
}

/**
 * Choose one of a short, fixed list (React Aria `Select`): cabin class, title, nationality.
 * The trigger is a button showing the choice; the list opens in a popover. With `name` a
 * hidden native `<select>` posts the option id with a plain HTML form.
 */
export function Select({
  label,
  description,
  errors,
  id,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = "Select an option",
  className,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const invalid = hasErrors(errors);
  return (
    <AriaSelect<SelectOption>
      {...props}
      id={id ?? generatedId}
      {...(value !== undefined ? { value: value as Key | null } : {})}
      {...(defaultValue !== undefined ? { defaultValue: defaultValue as Key | null } : {})}
      onChange={(key) => onChange?.(key == null ? null : String(key))}
      placeholder={placeholder}
      isInvalid={invalid}
      validationBehavior="aria"
      data-slot="select"
      className={["group flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <Button
        // React Aria does not forward aria-invalid to the trigger; set it so assistive
        // technology hears "invalid" on the control itself, not only in its description.
        ref={(button) => {
          if (!button) return;
          if (invalid) button.setAttribute("aria-invalid", "true");
          else button.removeAttribute("aria-invalid");
        }}
        className={[
          "flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-control border-2 border-control bg-canvas px-3 py-2 text-left text-base text-fg",
          "data-[pressed]:bg-ghost-hover",
          "group-data-[invalid]:border-error-border",
          "data-[disabled]:cursor-not-allowed data-[disabled]:border-subtle data-[disabled]:bg-disabled data-[disabled]:text-on-disabled",
          focusRing,
        ].join(" ")}
      >
        <SelectValue className="truncate data-[placeholder]:text-fg-muted" />
        <ChevronDown aria-hidden="true" className="size-5 shrink-0" />
      </Button>
      <Popover className={popoverClasses} offset={4}>
        <ListBox items={options} className={listBoxClasses}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={listBoxItemClasses}
            >
              {({ isSelected }) => (
                <>
                  <span className="flex-1">{option.label}</span>
                  {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
