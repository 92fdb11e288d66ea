import {
  PASSENGER_MESSAGES,
  type PassengerSchemaContext,
  type PaxType,
  passengerFieldRequirements,
  paxTypeLabel,
  showsMissingNameDisclaimer,
  titlesFor,
} from "@wayfare/domain";
import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { Alert, TextField } from "@wayfare/ui";
import { type ComponentProps, useState } from "react";
import { NativeSelectField } from "../native-select-field";

type NamedForm = Parameters<typeof namedFieldProps>[0];

interface PassengerFieldsetProps {
  form: NamedForm;
  index: number;
  /** The passenger's number among those of the same type (Adult 2). */
  ordinal: number;
  context: PassengerSchemaContext;
}

/**
 * One passenger's fields (J§3): title, names, and the date of birth and passport when the
 * booking needs them (the domain's requirements). Every field posts as `passengers[i].x`.
 * A single-name passenger gets the airline disclaimer (J§2) as they type, or after a post.
 */
export function PassengerFieldset({ form, index, ordinal, context }: PassengerFieldsetProps) {
  const required = passengerFieldRequirements(context);
  const field = (name: string) => namedFieldProps(form, `passengers[${index}].${name}`);
  const type: PaxType = context.paxType;
  const legend = `${paxTypeLabel(type)} ${ordinal}`;
  const text = (name: string, props: Partial<ComponentProps<typeof TextField>>) => (
    <TextField {...field(name)} label={LABELS[name as keyof typeof LABELS]} {...props} />
  );
  const [names, setNames] = useState(() => ({
    firstName: field("firstName").defaultValue,
    lastName: field("lastName").defaultValue,
  }));
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <NativeSelectField
          {...field("title")}
          label={LABELS.title}
          placeholder={LABELS.titlePlaceholder}
          options={titlesFor(type).map((title) => ({ value: title, label: title }))}
        />
        {text("firstName", {
          autoComplete: index === 0 ? "given-name" : "off",
          onChange: (firstName) => setNames((current) => ({ ...current, firstName })),
        })}
        {text("lastName", {
          autoComplete: index === 0 ? "family-name" : "off",
          onChange: (lastName) => setNames((current) => ({ ...current, lastName })),
        })}
      </div>
      <div aria-live="polite">
        {showsMissingNameDisclaimer(names) ? (
          <Alert tone="info" live={false}>
            {PASSENGER_MESSAGES.missingNameDisclaimer}
          </Alert>
        ) : null}
      </div>
      {required.dob ? text("dob", { type: "date", description: "As on the passport or ID" }) : null}
      {required.passport ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {text("pNat", { description: "2-letter country code, e.g. IN", maxLength: 2 })}
          {text("pNum", {})}
          {text("eD", { type: "date" })}
        </div>
      ) : null}
    </fieldset>
  );
}
