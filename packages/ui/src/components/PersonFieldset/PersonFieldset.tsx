import type { Role } from "@wayfare/domain";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { TextField } from "../TextField/TextField";

export type PersonFieldName = "name" | "email" | "mobile" | "role";

export interface PersonFieldsetMessages {
  legend: string;
  name: string;
  email: string;
  mobile: string;
  role: string;
  rolePlaceholder: string;
}

export const defaultPersonFieldsetMessages: PersonFieldsetMessages = {
  legend: "Their details",
  name: "Name",
  email: "Email",
  mobile: "Mobile",
  role: "Role",
  rolePlaceholder: "Choose a role",
};

export interface PersonFieldsetProps {
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<PersonFieldName, FieldBinding>;
  /** The roles the manager may give (the domain's `creatableRoles`). */
  roles: readonly Role[];
  messages?: Partial<PersonFieldsetMessages>;
}

/**
 * A new account's details (issue 22): name, email, mobile and a role among those the
 * manager may give, as a native select so the form works before JavaScript loads.
 */
export function PersonFieldset({ fields, roles, messages }: PersonFieldsetProps) {
  const text = { ...defaultPersonFieldsetMessages, ...messages };
  return (
    <fieldset
      data-slot="person-fieldset"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <legend className="px-1 text-lg font-semibold">{text.legend}</legend>
      <TextField {...fields.name} label={text.name} autoComplete="off" />
      <TextField {...fields.email} label={text.email} type="email" autoComplete="off" />
      <TextField {...fields.mobile} label={text.mobile} inputMode="tel" autoComplete="off" />
      <NativeSelectField
        {...fields.role}
        label={text.role}
        placeholder={text.rolePlaceholder}
        options={roles.map((role) => ({ value: role, label: role }))}
      />
    </fieldset>
  );
}
