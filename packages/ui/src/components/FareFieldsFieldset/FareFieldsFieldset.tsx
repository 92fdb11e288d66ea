import type { DynamicField } from "@wayfare/domain";
import { useId } from "react";
import { NativeTextField } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";

export interface FareFieldsFieldsetMessages {
  legend: string;
  description: string;
  optional: (label: string) => string;
}

export const defaultFareFieldsFieldsetMessages: FareFieldsFieldsetMessages = {
  legend: "Details your fare asks for",
  description: "Your company's fare needs these for its reports. They show on the booking.",
  optional: (label) => `${label} (optional)`,
};

export interface FareFieldsFieldsetProps {
  /** The fields the booking's fares ask for (the domain's `journeyDynamicFields`), each bound. */
  fields: readonly (DynamicField & { binding: FieldBinding })[];
  messages?: Partial<FareFieldsFieldsetMessages>;
}

const INPUT_TYPES = { email: "email", mobile: "tel", number: "text", date: "text" } as const;

/**
 * The dynamic fields a fare asks for (J§5 "dynamic field rules by basis"): one text field
 * each, labelled by the field and marked optional unless its bases include required; an
 * email or mobile basis gets that input type. The caller's form posts them and checks them
 * with the domain's rules, whose messages come back as `errors`. Nothing when none is asked.
 */
export function FareFieldsFieldset({ fields, messages }: FareFieldsFieldsetProps) {
  const text = { ...defaultFareFieldsFieldsetMessages, ...messages };
  const descriptionId = useId();
  if (fields.length === 0) return null;
  return (
    <fieldset
      data-slot="fare-fields-fieldset"
      aria-describedby={descriptionId}
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <legend className="px-1 text-lg font-semibold">{text.legend}</legend>
      <p id={descriptionId} className="text-sm text-fg-muted">
        {text.description}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const format = field.basis.find((basis) => basis in INPUT_TYPES) as
            | keyof typeof INPUT_TYPES
            | undefined;
          const required = field.basis.includes("required");
          return (
            <NativeTextField
              key={field.key}
              {...field.binding}
              label={required ? field.label : text.optional(field.label)}
              type={format ? INPUT_TYPES[format] : "text"}
              {...(format === "mobile" ? { inputMode: "tel" as const } : {})}
              {...(format === "number" ? { inputMode: "numeric" as const } : {})}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
