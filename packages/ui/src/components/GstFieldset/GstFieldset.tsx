import type { FieldBinding } from "../PassengerFieldset/field-binding";
import type { TextFieldProps } from "../TextField/TextField";
import { TextField } from "../TextField/TextField";

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
};

/** Field, its label's message key, and what the browser should know about it; in order. */
const FIELDS: readonly (readonly [
  GstFieldName,
  keyof GstFieldsetMessages,
  Partial<TextFieldProps>,
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
  messages?: Partial<GstFieldsetMessages>;
  className?: string;
}

/**
 * GST billing details (J§3), optional: folded away in a native `<details>` (opens without
 * JavaScript) until wanted; open from the start when a field has a value or an error.
 * Once a GST number is given the rest is required: the domain's rule, checked by the server.
 */
export function GstFieldset({ fields, messages, className }: GstFieldsetProps) {
  const text = { ...defaultGstFieldsetMessages, ...messages };
  const open = FIELDS.some(([name]) => {
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
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([name, label, props]) => (
            <TextField key={name} {...fields[name]} {...props} label={text[label]} />
          ))}
        </div>
      </fieldset>
    </details>
  );
}
