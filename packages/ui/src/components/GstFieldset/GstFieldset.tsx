import { useState } from "react";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";
import type { NativeTextFieldProps } from "../NativeTextField/NativeTextField";
import { NativeTextField } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";

/** The GST billing fields (J§3), by their form names. */
export type GstFieldName =
  | "gstNumber"
  | "registeredName"
  | "billingCompanyName"
  | "registeredEmail"
  | "mobile"
  | "address"
  | "city"
  | "postalCode"
  | "country"
  | "accountCode";

export interface GstFieldsetMessages {
  gstHeading: string;
  gstDescription: string;
  gstNumber: string;
  registeredName: string;
  billingCompanyName: string;
  registeredEmail: string;
  gstMobile: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  accountCode: string;
  savedLabel: string;
  savedPlaceholder: string;
  savedSubmit: string;
  savedFilled: string;
  save: string;
}

export const defaultGstFieldsetMessages: GstFieldsetMessages = {
  gstHeading: "GST details (optional)",
  gstDescription: "For a GST invoice in your company's name.",
  gstNumber: "GST number",
  registeredName: "Registered name",
  billingCompanyName: "Billing company name",
  registeredEmail: "Registered email (optional)",
  gstMobile: "Mobile",
  address: "Address",
  city: "City",
  postalCode: "Postal code",
  country: "Country code (optional, IN if empty)",
  accountCode: "Account code (optional)",
  savedLabel: "Use saved GST details",
  savedPlaceholder: "Choose saved GST details",
  savedSubmit: "Fill in saved GST details",
  savedFilled: "Saved GST details filled in.",
  save: "Save these GST details for future bookings",
};

/** GST details the user saved before (the domain's `SavedGst`), offered to fill the fields. */
export type SavedGstOption = { gstNumber: string } & Partial<Record<GstFieldName, string>>;

/** The history picker's select and the button that posts it (to be filled in by the server). */
export interface GstSavedPicker {
  /** The saved details on offer, newest first; no picker when empty. */
  options: readonly SavedGstOption[];
  /** The select's name: it posts the chosen GST number. */
  name: string;
  /** The button posts `intentName=intentValue`, unchecked, so the server fills the fields. */
  intentName: string;
  intentValue: string;
  /** The GST number chosen last (after that post). */
  defaultValue?: string | undefined;
  isPending?: boolean;
}

/** Field, its label's message key, and what the browser should know about it; in order. */
const FIELDS: readonly (readonly [
  GstFieldName,
  keyof GstFieldsetMessages,
  Partial<NativeTextFieldProps>,
])[] = [
  ["gstNumber", "gstNumber", { autoComplete: "off", maxLength: 15 }],
  ["registeredName", "registeredName", { autoComplete: "organization" }],
  ["billingCompanyName", "billingCompanyName", { autoComplete: "organization" }],
  ["registeredEmail", "registeredEmail", { type: "email", autoComplete: "email" }],
  ["mobile", "gstMobile", { type: "tel", inputMode: "tel" }],
  ["address", "address", { autoComplete: "address-line1" }],
  ["city", "city", { autoComplete: "address-level2" }],
  ["postalCode", "postalCode", { autoComplete: "postal-code", inputMode: "numeric" }],
  ["country", "country", { autoComplete: "country", maxLength: 2 }],
  ["accountCode", "accountCode", { autoComplete: "off" }],
];

export interface GstFieldsetProps {
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<GstFieldName, FieldBinding>;
  /** The signed-in user's saved GST details to choose from (J§2 history picker). */
  saved?: GstSavedPicker;
  /** The 'save these details' checkbox (J§2 save-GST option), for a signed-in user; posts `true`. */
  save?: FieldBinding;
  messages?: Partial<GstFieldsetMessages>;
  className?: string;
}

const savedOptionLabel = (option: SavedGstOption) =>
  [option.registeredName, option.gstNumber].filter(Boolean).join(" · ");

/**
 * GST billing details (J§3), optional: folded away in a native `<details>` (opens without
 * JavaScript) until wanted; open from the start when a field has a value or an error.
 * Once a GST number is given the rest is required: the domain's rule, checked by the server.
 *
 * With saved details (J§2 history picker) a native select offers them: once JavaScript runs,
 * choosing one fills every field at once (announced politely); before, its button posts the
 * form unchecked and the page comes back filled. The save checkbox keeps what is entered.
 */
export function GstFieldset({ fields, saved, save, messages, className }: GstFieldsetProps) {
  const text = { ...defaultGstFieldsetMessages, ...messages };
  // Each choice remounts the fields with the chosen values as their defaults. The messages
  // shown then were about what the choice replaced: they stay hidden until the form checks
  // the fields again (and gives new messages).
  const [filled, setFilled] = useState<{
    option: SavedGstOption;
    count: number;
    staleErrors: Partial<Record<GstFieldName, FieldBinding["errors"]>>;
  }>();
  const shownValue = (name: GstFieldName) =>
    filled ? (filled.option[name] ?? "") : fields[name].defaultValue;
  const shownErrors = (name: GstFieldName) =>
    filled && fields[name].errors === filled.staleErrors[name] ? undefined : fields[name].errors;
  const choose = (gstNumber: string) => {
    const option = saved?.options.find((entry) => entry.gstNumber === gstNumber);
    const staleErrors = Object.fromEntries(FIELDS.map(([name]) => [name, fields[name].errors]));
    if (option) setFilled((last) => ({ option, count: (last?.count ?? 0) + 1, staleErrors }));
  };
  const open =
    filled !== undefined ||
    FIELDS.some(([name]) => {
      const field = fields[name];
      return (field.errors?.length ?? 0) > 0 || Boolean(field.defaultValue);
    });
  return (
    <details
      open={open}
      data-slot="gst-fieldset"
      className={["rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
        {text.gstHeading}
      </summary>
      <fieldset className="mt-2 flex flex-col gap-4">
        <legend className="text-sm text-fg-muted">{text.gstDescription}</legend>
        {saved && saved.options.length > 0 ? (
          <div className="flex flex-wrap items-end gap-3" data-slot="gst-saved-picker">
            <NativeSelectField
              name={saved.name}
              label={text.savedLabel}
              placeholder={text.savedPlaceholder}
              options={saved.options.map((option) => ({
                value: option.gstNumber,
                label: savedOptionLabel(option),
              }))}
              defaultValue={saved.defaultValue}
              onChange={choose}
              className="min-w-0 grow sm:max-w-md"
            />
            <NativeButton
              type="submit"
              name={saved.intentName}
              value={saved.intentValue}
              // The page's form is posted without its checks: this fills it in.
              formNoValidate
              variant="secondary"
              isPending={saved.isPending}
            >
              {text.savedSubmit}
            </NativeButton>
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {filled ? `${text.savedFilled} ${savedOptionLabel(filled.option)}` : ""}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([name, label, props]) => (
            <NativeTextField
              key={`${name}-${filled?.count ?? 0}`}
              {...fields[name]}
              defaultValue={shownValue(name)}
              errors={shownErrors(name)}
              {...props}
              label={text[label]}
            />
          ))}
        </div>
        {save ? (
          <NativeCheckbox
            id={save.id}
            name={save.name}
            value="true"
            defaultChecked={save.defaultValue === "true" || save.defaultValue === "on"}
            errors={save.errors}
            label={text.save}
          />
        ) : null}
      </fieldset>
    </details>
  );
}
