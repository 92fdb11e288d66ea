import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from "react-aria-components";
import { FieldDescription, FieldErrors, FieldLabel, hasErrors } from "../../lib/field";
import {
  fieldButtonClasses,
  fieldGroupClasses,
  listBoxClasses,
  listBoxItemClasses,
  popoverClasses,
} from "../../lib/listbox";

export interface ComboBoxOption {
  /** Posted under `name` and used by `value`/`onChange`. */
  id: string;
  /** The option's text: shown in the list and in the input once chosen. */
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<
    AriaComboBoxProps<T>,
    | "children"
    | "className"
    | "style"
    | "isInvalid"
    | "validate"
    | "validationBehavior"
    | "items"
    | "defaultItems"
    | "value"
    | "defaultValue"
    | "onChange"
    | "selectionMode"
    | "defaultFilter"
    | "formValue"
  > {
  label: ReactNode;
  description?: ReactNode;
  errors?: readonly string[];
  /** Ends up on the text `<input>` (target for an error summary link). */
  id?: string;
  options: readonly T[];
  /** Controlled chosen option id. */
  value?: string | null;
  /** Uncontrolled initial option id. */
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  /**
   * Whether `option` matches what was typed. Default: the label contains the text
   * (ignoring case and accents).
   */
  filter?: (option: T, inputValue: string) => boolean;
  /** The option's content in the list (default: its label). */
  renderOption?: (option: T) => ReactNode;
  /** Shown in the open list when nothing matches. */
  emptyLabel?: string;
  /** Accessible name of the button that opens the list. */
  openLabel?: string;
  placeholder?: string;
  className?: string;
}

/**
 * Type to filter a long list, then choose (React Aria `ComboBox`). With `name`, a hidden
 * input posts the chosen option's **id** (not the typed text) with a plain HTML form.
 */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  description,
  errors,
  id,
  options,
  value,
  defaultValue,
  onChange,
  filter,
  renderOption,
  emptyLabel = "No matches",
  openLabel = "Show options",
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  const generatedId = useId();
  const { contains } = useFilter({ sensitivity: "base" });
  // React Aria filters on the option's text; map it back to the option for custom filters.
  const byText = useMemo(() => new Map(options.map((option) => [option.label, option])), [options]);
  const defaultFilter = (textValue: string, inputValue: string) => {
    const option = byText.get(textValue);
    if (filter && option) return filter(option, inputValue);
    return contains(textValue, inputValue);
  };
  return (
    <AriaComboBox<T>
      {...props}
      id={id ?? generatedId}
      defaultItems={options}
      {...(value !== undefined ? { value: value as Key | null } : {})}
      {...(defaultValue !== undefined ? { defaultValue: defaultValue as Key | null } : {})}
      onChange={(key) => onChange?.(key == null ? null : String(key))}
      defaultFilter={defaultFilter}
      formValue="key"
      allowsEmptyCollection
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      data-slot="combo-box"
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <Group className={fieldGroupClasses}>
        <Input
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-control bg-transparent px-3 py-2 text-base text-fg outline-none placeholder:text-fg-muted data-[disabled]:cursor-not-allowed"
        />
        <Button aria-label={openLabel} className={fieldButtonClasses}>
          <ChevronDown aria-hidden="true" className="size-5" />
        </Button>
      </Group>
      <Popover className={popoverClasses} offset={4}>
        <ListBox<T>
          className={listBoxClasses}
          renderEmptyState={() => <p className="px-3 py-2 text-base text-fg-muted">{emptyLabel}</p>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={listBoxItemClasses}
            >
              {({ isSelected }) => (
                <>
                  <span className="min-w-0 flex-1">
                    {renderOption ? renderOption(option) : option.label}
                  </span>
                  {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
