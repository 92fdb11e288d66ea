import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { type ContactFieldName, ContactFieldset as ContactFields } from "@wayfare/ui";

type NamedForm = Parameters<typeof namedFieldProps>[0];

/**
 * The booking contact and the optional emergency contact (J§3) bound to the passenger
 * details form: fields post as `contact.x`.
 */
export function ContactFieldset({ form }: { form: NamedForm }) {
  const field = (name: ContactFieldName) => namedFieldProps(form, `contact.${name}`);
  return (
    <ContactFields
      fields={{
        countryCode: field("countryCode"),
        mobile: field("mobile"),
        email: field("email"),
        destinationAddress: field("destinationAddress"),
        emergencyContactName: field("emergencyContactName"),
        emergencyContactMobile: field("emergencyContactMobile"),
      }}
      messages={LABELS}
    />
  );
}
