import type { PassengerSchemaContext } from "@wayfare/domain";
import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { type PassengerFieldName, PassengerFieldset as PassengerFields } from "@wayfare/ui";

type NamedForm = Parameters<typeof namedFieldProps>[0];

interface PassengerFieldsetProps {
  form: NamedForm;
  index: number;
  /** The passenger's number among those of the same type (Adult 2). */
  ordinal: number;
  context: PassengerSchemaContext;
}

/**
 * One passenger's fields (J§3) bound to the passenger details form: every field posts as
 * `passengers[i].x`. Which fields show (date of birth, passport) and the missing-name
 * disclaimer are the ui fieldset's, from the domain's rules. Only the first passenger's
 * names may be autofilled.
 */
export function PassengerFieldset({ form, index, ordinal, context }: PassengerFieldsetProps) {
  const field = (name: PassengerFieldName) => namedFieldProps(form, `passengers[${index}].${name}`);
  return (
    <PassengerFields
      context={context}
      ordinal={ordinal}
      fields={{
        title: field("title"),
        firstName: field("firstName"),
        lastName: field("lastName"),
        dob: field("dob"),
        pNat: field("pNat"),
        pNum: field("pNum"),
        pid: field("pid"),
        eD: field("eD"),
      }}
      autofillName={index === 0}
      messages={LABELS}
    />
  );
}
