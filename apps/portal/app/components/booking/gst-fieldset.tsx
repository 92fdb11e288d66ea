import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { TextField } from "@wayfare/ui";

type NamedForm = Parameters<typeof namedFieldProps>[0];

const FIELDS = [
  ["gstNumber", LABELS.gstNumber, { autoComplete: "off", maxLength: 15 }],
  ["registeredName", LABELS.registeredName, { autoComplete: "organization" }],
  ["billingCompanyName", LABELS.billingCompanyName, { autoComplete: "organization" }],
  ["registeredEmail", LABELS.registeredEmail, { type: "email", autoComplete: "email" }],
  ["mobile", LABELS.gstMobile, { type: "tel", inputMode: "tel" }],
  ["address", LABELS.address, { autoComplete: "street-address" }],
  ["city", LABELS.city, { autoComplete: "address-level2" }],
  ["postalCode", LABELS.postalCode, { autoComplete: "postal-code", inputMode: "numeric" }],
] as const;

/**
 * GST billing details (J§3), optional: folded away until wanted; open when filled or wrong
 * after a post. Once a GST number is given the rest is required (the domain's rule). Fields
 * post as `gst.x`.
 */
export function GstFieldset({ form }: { form: NamedForm }) {
  const fields = FIELDS.map(([name, label, props]) => ({
    label,
    props,
    field: namedFieldProps(form, `gst.${name}`),
  }));
  const open = fields.some(({ field }) => field.errors.length > 0 || field.defaultValue);
  return (
    <details open={open} className="rounded-lg border border-subtle bg-surface p-4">
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
        {LABELS.gstHeading}
      </summary>
      <fieldset className="mt-2 flex flex-col gap-4">
        <legend className="text-sm text-fg-muted">{LABELS.gstDescription}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map(({ label, props, field }) => (
            <TextField key={field.name} {...field} {...props} label={label} />
          ))}
        </div>
      </fieldset>
    </details>
  );
}
