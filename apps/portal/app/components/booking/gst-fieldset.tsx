import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { type GstFieldName, GstFieldset as GstFields } from "@wayfare/ui";

type NamedForm = Parameters<typeof namedFieldProps>[0];

/**
 * GST billing details (J§3), optional, bound to the passenger details form: fields post as
 * `gst.x`. Once a GST number is given the rest is required (the domain's rule).
 */
export function GstFieldset({ form }: { form: NamedForm }) {
  const field = (name: GstFieldName) => namedFieldProps(form, `gst.${name}`);
  return (
    <GstFields
      fields={{
        gstNumber: field("gstNumber"),
        registeredName: field("registeredName"),
        billingCompanyName: field("billingCompanyName"),
        registeredEmail: field("registeredEmail"),
        mobile: field("mobile"),
        address: field("address"),
        city: field("city"),
        postalCode: field("postalCode"),
      }}
      messages={LABELS}
    />
  );
}
