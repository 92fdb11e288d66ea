import { GST_DETAIL_FIELDS } from "@wayfare/domain";
import type { ContactFieldName, FieldBinding, GstFieldName, PassengerFieldName } from "@wayfare/ui";
import { type NamedForm, namedFieldProps } from "../binding/named-field-props";

/**
 * The passenger details form's fieldsets bound to the ui's: each field's id, name, value
 * after a post and errors, by the name it posts under (`passengers[i].x`, `contact.x`,
 * `gst.x`). Every field the ui fieldset takes is bound, so a field it gains is a type error
 * here until the form posts it.
 */
const PASSENGER_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "dob",
  "pNat",
  "pNum",
  "pid",
  "eD",
  "pan",
  "frequentFlyer",
  "employeeId",
  "email",
  "mobile",
  "documentId",
  "document",
] as const;
const CONTACT_FIELDS = [
  "countryCode",
  "mobile",
  "email",
  "destinationAddress",
  "emergencyContactName",
  "emergencyContactMobile",
] as const;

function boundFields<Name extends string>(
  form: NamedForm,
  prefix: string,
  names: readonly Name[],
): Record<Name, FieldBinding> {
  const entries = names.map((name) => [name, namedFieldProps(form, `${prefix}.${name}`)]);
  return Object.fromEntries(entries) as Record<Name, FieldBinding>;
}

export function passengerFields(
  form: NamedForm,
  index: number,
): Record<PassengerFieldName, FieldBinding> {
  return boundFields(form, `passengers[${index}]`, PASSENGER_FIELDS);
}

export function contactFields(form: NamedForm): Record<ContactFieldName, FieldBinding> {
  return boundFields(form, "contact", CONTACT_FIELDS);
}

export function gstFields(form: NamedForm): Record<GstFieldName, FieldBinding> {
  return boundFields(form, "gst", GST_DETAIL_FIELDS);
}
