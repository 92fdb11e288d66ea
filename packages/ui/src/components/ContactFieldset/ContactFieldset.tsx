import {
  defaultEmergencyContactFieldsetMessages,
  type EmergencyContactFieldName,
  EmergencyContactFieldset,
  type EmergencyContactFieldsetMessages,
} from "../EmergencyContactFieldset/EmergencyContactFieldset";
import { NativeTextField } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";

/** The booking contact's fields (J§3), by their form names. */
export type ContactFieldName =
  | "countryCode"
  | "mobile"
  | "email"
  | "destinationAddress"
  | EmergencyContactFieldName;

export interface ContactFieldsetMessages extends EmergencyContactFieldsetMessages {
  contactHeading: string;
  contactDescription: string;
  countryCode: string;
  mobile: string;
  email: string;
  destinationAddress: string;
}

export const defaultContactFieldsetMessages: ContactFieldsetMessages = {
  contactHeading: "Contact details",
  contactDescription: "Your tickets and updates are sent here.",
  countryCode: "Country code",
  mobile: "Mobile",
  email: "Email",
  destinationAddress: "Address at destination (optional)",
  ...defaultEmergencyContactFieldsetMessages,
};

export interface ContactFieldsetProps {
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<ContactFieldName, FieldBinding>;
  /** The country code shown while the form has none. */
  defaultCountryCode?: string;
  messages?: Partial<ContactFieldsetMessages>;
}

const fieldsetClasses = "flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4";

/**
 * The booking contact (J§3: country code, mobile, email, address at destination) and the
 * optional emergency contact person (EmergencyContactFieldset): two fieldsets, side by side
 * in the page's form.
 */
export function ContactFieldset({
  fields,
  defaultCountryCode = "+91",
  messages,
}: ContactFieldsetProps) {
  const text = { ...defaultContactFieldsetMessages, ...messages };
  return (
    <>
      <fieldset data-slot="contact-fieldset" className={fieldsetClasses}>
        <legend className="px-1 text-lg font-semibold">{text.contactHeading}</legend>
        <p className="text-sm text-fg-muted">{text.contactDescription}</p>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <NativeTextField
            {...fields.countryCode}
            defaultValue={fields.countryCode.defaultValue ?? defaultCountryCode}
            label={text.countryCode}
            autoComplete="tel-country-code"
          />
          <NativeTextField
            {...fields.mobile}
            label={text.mobile}
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <NativeTextField {...fields.email} label={text.email} type="email" autoComplete="email" />
        </div>
        <NativeTextField {...fields.destinationAddress} label={text.destinationAddress} />
      </fieldset>
      <EmergencyContactFieldset fields={fields} messages={text} />
    </>
  );
}
