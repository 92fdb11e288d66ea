import { NativeTextField } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";

export type EmergencyContactFieldName = "emergencyContactName" | "emergencyContactMobile";

export interface EmergencyContactFieldsetMessages {
  emergencyHeading: string;
  emergencyContactName: string;
  emergencyContactMobile: string;
}

export const defaultEmergencyContactFieldsetMessages: EmergencyContactFieldsetMessages = {
  emergencyHeading: "Emergency contact (optional)",
  emergencyContactName: "Name",
  emergencyContactMobile: "Mobile",
};

export interface EmergencyContactFieldsetProps {
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<EmergencyContactFieldName, FieldBinding>;
  messages?: Partial<EmergencyContactFieldsetMessages>;
}

/**
 * The emergency contact person of J§3 (optional): a name and a mobile, in a fieldset of
 * their own inside the caller's form. The domain checks the mobile when one is given.
 */
export function EmergencyContactFieldset({ fields, messages }: EmergencyContactFieldsetProps) {
  const text = { ...defaultEmergencyContactFieldsetMessages, ...messages };
  return (
    <fieldset
      data-slot="emergency-contact-fieldset"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <legend className="px-1 text-lg font-semibold">{text.emergencyHeading}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeTextField {...fields.emergencyContactName} label={text.emergencyContactName} />
        <NativeTextField
          {...fields.emergencyContactMobile}
          label={text.emergencyContactMobile}
          type="tel"
          inputMode="tel"
        />
      </div>
    </fieldset>
  );
}
