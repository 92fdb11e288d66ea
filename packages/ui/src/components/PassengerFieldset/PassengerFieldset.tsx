import {
  PASSENGER_MESSAGES,
  type PassengerRequirementContext,
  type PassengerRequirementFlags,
  type PaxType,
  passengerFieldRequirements,
  paxTypeLabel,
  showsMissingNameDisclaimer,
  titlesFor,
} from "@wayfare/domain";
import { useState } from "react";
import { Alert } from "../Alert/Alert";
import { FileDrop } from "../FileDrop/FileDrop";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";
import { NativeTextField, type NativeTextFieldProps } from "../NativeTextField/NativeTextField";
import type { FieldBinding } from "./field-binding";

/** A scan or a photo of the document (the domain's DOCUMENT_TYPES). */
const DOCUMENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const;

/** The passenger fields this fieldset can show (J§3), by their form names. */
export type PassengerFieldName =
  | "title"
  | "firstName"
  | "lastName"
  | "dob"
  | "pNat"
  | "pNum"
  | "pid"
  | "eD"
  | "pan"
  | "frequentFlyer"
  | "employeeId"
  | "email"
  | "mobile"
  | "documentId"
  | "document";

export interface PassengerFieldsetMessages {
  /** "Adult 2" */
  legend: (paxType: PaxType, ordinal: number) => string;
  title: string;
  titlePlaceholder: string;
  firstName: string;
  lastName: string;
  dob: string;
  dobDescription: string;
  pNat: string;
  pNatDescription: string;
  pNum: string;
  pid: string;
  eD: string;
  pan: string;
  panDescription: string;
  frequentFlyer: string;
  /** The hint under it, naming the trip's airlines when known ("6E, AI"). */
  frequentFlyerDescription: (airlines: string | undefined) => string;
  employeeId: string;
  documentId: string;
  document: string;
  documentHint: string;
  email: string;
  mobile: string;
  missingNameDisclaimer: string;
}

export const defaultPassengerFieldsetMessages: PassengerFieldsetMessages = {
  legend: (paxType, ordinal) => `${paxTypeLabel(paxType)} ${ordinal}`,
  title: "Title",
  titlePlaceholder: "Select",
  firstName: "First name and middle name",
  lastName: "Last name",
  dob: "Date of birth",
  dobDescription: "As on the passport or ID",
  pNat: "Nationality (passport)",
  pNatDescription: "2-letter country code, e.g. IN",
  pNum: "Passport number",
  pid: "Passport issue date",
  eD: "Passport expiry date",
  pan: "PAN",
  panDescription: "Needed for an Indian passport, as on the PAN card (e.g. ABCDE1234F)",
  frequentFlyer: "Frequent flyer numbers (optional)",
  frequentFlyerDescription: (airlines) =>
    airlines
      ? `One per airline of this trip (${airlines}): the airline code and your number, e.g. 6E 41827735, AI 7081234`
      : "The airline code and your number, e.g. 6E 41827735; more airlines separated by commas",
  employeeId: "Employee ID (optional)",
  documentId: "Document id (optional)",
  document: "Document (optional)",
  documentHint:
    "A PDF, JPG or PNG of the document, up to 5 MB. With a document id, the file is needed too.",
  email: "Email",
  mobile: "Mobile",
  missingNameDisclaimer: PASSENGER_MESSAGES.missingNameDisclaimer,
};

export interface PassengerFieldsetProps {
  /**
   * The passenger's type, the booking's fare type and route, and any configuration flags:
   * which fields it needs (a `PassengerSchemaContext` fits).
   */
  context: PassengerRequirementContext & {
    flags?: PassengerRequirementFlags | undefined;
    /** A corporate booking's employee: their own id, email and mobile. */
    contactEnabled?: boolean | undefined;
    /** The airlines the trip flies, for the frequent flyer numbers. */
    airlines?: readonly string[] | undefined;
  };
  /** The passenger's number among those of the same type (Adult 2). */
  ordinal: number;
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<PassengerFieldName, FieldBinding>;
  /**
   * Let the browser fill in the names from the user's own (`given-name`, `family-name`):
   * the first passenger. Others get `autocomplete="off"`, so one person's name is not
   * offered for every passenger.
   */
  autofillName?: boolean;
  messages?: Partial<PassengerFieldsetMessages>;
  className?: string;
}

/**
 * One passenger's fields (J§3): title, names, and the date of birth, passport and PAN when
 * the booking needs them, an employee's id, email, mobile and document (its id and a file) on a corporate booking, and a
 * frequent flyer number per airline of the trip (not for an infant) (the domain's `passengerFieldRequirements`, as the form's schema
 * applies it). A single-name passenger gets the airline disclaimer (J§2) as they type, or
 * after a post.
 */
export function PassengerFieldset({
  context,
  ordinal,
  fields,
  autofillName = false,
  messages,
  className,
}: PassengerFieldsetProps) {
  const text = { ...defaultPassengerFieldsetMessages, ...messages };
  const required = passengerFieldRequirements(context, context.flags);
  const type = context.paxType;
  const [names, setNames] = useState(() => ({
    firstName: fields.firstName.defaultValue,
    lastName: fields.lastName.defaultValue,
  }));
  const field = (
    name: Exclude<PassengerFieldName, "title" | "document">,
    props: Partial<NativeTextFieldProps>,
  ) => <NativeTextField {...fields[name]} label={text[name]} {...props} />;
  return (
    <fieldset
      data-slot="passenger-fieldset"
      className={["flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <legend className="px-1 text-lg font-semibold">{text.legend(type, ordinal)}</legend>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <NativeSelectField
          {...fields.title}
          label={text.title}
          placeholder={text.titlePlaceholder}
          options={titlesFor(type).map((title) => ({ value: title, label: title }))}
        />
        {field("firstName", {
          autoComplete: autofillName ? "given-name" : "off",
          onChange: (event) => {
            const firstName = event.currentTarget.value;
            setNames((current) => ({ ...current, firstName }));
          },
        })}
        {field("lastName", {
          autoComplete: autofillName ? "family-name" : "off",
          onChange: (event) => {
            const lastName = event.currentTarget.value;
            setNames((current) => ({ ...current, lastName }));
          },
        })}
      </div>
      <div aria-live="polite">
        {showsMissingNameDisclaimer(names) ? (
          <Alert tone="info" live={false}>
            {text.missingNameDisclaimer}
          </Alert>
        ) : null}
      </div>
      {required.dob ? field("dob", { type: "date", description: text.dobDescription }) : null}
      {required.passport ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field("pNat", { description: text.pNatDescription, maxLength: 2 })}
          {field("pNum", {})}
          {field("pid", { type: "date" })}
          {field("eD", { type: "date" })}
        </div>
      ) : null}
      {required.panMandatory ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field("pan", { description: text.panDescription, maxLength: 10 })}
        </div>
      ) : null}
      {context.contactEnabled ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {field("employeeId", { autoComplete: "off" })}
          {field("email", { type: "email", autoComplete: "off" })}
          {field("mobile", { type: "tel", inputMode: "numeric", autoComplete: "off" })}
        </div>
      ) : null}
      {context.contactEnabled ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {field("documentId", { autoComplete: "off" })}
          <FileDrop
            label={text.document}
            name={fields.document.name}
            extensions={DOCUMENT_EXTENSIONS}
            errors={fields.document.errors}
            messages={{ accepted: () => text.documentHint }}
          />
        </div>
      ) : null}
      {required.frequentFlyer ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field("frequentFlyer", {
            description: text.frequentFlyerDescription(context.airlines?.join(", ")),
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
