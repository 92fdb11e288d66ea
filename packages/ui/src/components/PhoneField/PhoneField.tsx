import {
  type CallingCode,
  callingCodes,
  INDIA_CALLING_CODE,
  mainCountryOfCallingCode,
} from "@wayfare/domain";
import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import {
  Select as AriaSelect,
  Button,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { inputClasses } from "../../lib/field";
import { focusRing } from "../../lib/focus-ring";
import { listBoxClasses, listBoxItemClasses, popoverClasses } from "../../lib/listbox";

export interface PhoneFieldMessages {
  /** Names the calling-code list. */
  callingCode: string;
  /** One option of the list: `("India", "91") => "India (+91)"`. */
  option: (countryName: string, callingCode: string) => string;
}

export const defaultPhoneFieldMessages: PhoneFieldMessages = {
  callingCode: "Country code",
  option: (countryName, callingCode) => `${countryName} (+${callingCode})`,
};

export interface PhoneFieldProps {
  /** Names the group and the number input ("Mobile number"). */
  label: ReactNode;
  /** Hint under the label, linked to the number input with `aria-describedby`. */
  description?: ReactNode;
  /** Messages to show, verbatim; non-empty makes the number input invalid. */
  errors?: readonly string[];
  /** Ends up on the number input (target for an error summary link). */
  id?: string;
  /** Posted name of the national number (default `mobile`). */
  name?: string;
  /** Posted name of the calling code, digits without "+" (default `countryCode`). */
  callingCodeName?: string;
  /** Initial national number. */
  defaultValue?: string;
  /** Initial calling code, "91" or "+91" (default India). */
  defaultCallingCode?: string;
  /** The codes offered (default every country, from @wayfare/domain). */
  callingCodes?: readonly CallingCode[];
  onChange?: (phone: { callingCode: string; number: string }) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  messages?: Partial<PhoneFieldMessages>;
  className?: string;
}

/**
 * A phone number as two posted fields: the calling code (a React Aria `Select` of countries,
 * India +91 by default, posting the digits under `callingCodeName`) and the national number
 * (posted under `name`). A fieldset whose legend is the label; the description and errors
 * are tied to the number input, where the server's checks apply.
 */
export function PhoneField({
  label,
  description,
  errors,
  id,
  name = "mobile",
  callingCodeName = "countryCode",
  defaultValue,
  defaultCallingCode = INDIA_CALLING_CODE,
  callingCodes: codes,
  onChange,
  isRequired,
  isDisabled,
  messages,
  className,
}: PhoneFieldProps) {
  const text = { ...defaultPhoneFieldMessages, ...messages };
  const options = useMemo(() => codes ?? callingCodes(), [codes]);
  const [country, setCountry] = useState(() => mainCountryOfCallingCode(defaultCallingCode));
  const [number, setNumber] = useState(defaultValue ?? "");
  const callingCode = options.find((option) => option.country === country)?.callingCode ?? "";
  const generatedId = useId();
  const legendId = `${generatedId}-legend`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const invalid = errors !== undefined && errors.length > 0;
  const describedBy = [description ? descriptionId : "", invalid ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      data-slot="phone-field"
      disabled={isDisabled}
      className={["flex min-w-0 flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <legend id={legendId} className="mb-1.5 text-base font-semibold text-fg">
        {label}
      </legend>
      {description ? (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="flex flex-col gap-0.5 text-sm font-semibold text-error">
          {errors.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </p>
      ) : null}
      <div className="flex gap-2">
        <AriaSelect
          aria-label={text.callingCode}
          value={country ?? null}
          onChange={(key: Key | null) => {
            if (key == null) return;
            const next = String(key);
            setCountry(next);
            const code = options.find((option) => option.country === next)?.callingCode ?? "";
            onChange?.({ callingCode: code, number });
          }}
          isDisabled={isDisabled}
          className="shrink-0"
        >
          <Button
            className={[
              "flex min-h-11 cursor-pointer items-center gap-1 rounded-control border-2 border-control bg-canvas px-3 py-2 text-base text-fg tabular-nums",
              "data-[pressed]:bg-ghost-hover",
              "data-[disabled]:cursor-not-allowed data-[disabled]:border-subtle data-[disabled]:bg-disabled data-[disabled]:text-on-disabled",
              focusRing,
            ].join(" ")}
          >
            <SelectValue<CallingCode>>
              {({ selectedItem }) =>
                selectedItem ? (
                  <>
                    <span className="sr-only">{selectedItem.countryName} </span>+
                    {selectedItem.callingCode}
                  </>
                ) : (
                  `+${callingCode}`
                )
              }
            </SelectValue>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0" />
          </Button>
          <Popover className={popoverClasses} offset={4} placement="bottom start">
            <ListBox items={options} className={listBoxClasses}>
              {(option) => (
                <ListBoxItem
                  id={option.country}
                  textValue={option.countryName}
                  className={listBoxItemClasses}
                >
                  {({ isSelected }) => (
                    <>
                      <span className="flex-1">
                        {text.option(option.countryName, option.callingCode)}
                      </span>
                      {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </AriaSelect>
        <input type="hidden" name={callingCodeName} value={callingCode} />
        <Input
          id={id ?? generatedId}
          name={name}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            onChange?.({ callingCode, number: event.target.value });
          }}
          required={isRequired}
          aria-labelledby={legendId}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          className={`${inputClasses} min-w-0 flex-1`}
        />
      </div>
    </fieldset>
  );
}
