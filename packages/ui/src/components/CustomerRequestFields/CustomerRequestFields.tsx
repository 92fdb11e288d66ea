import type { Segment } from "@wayfare/domain";
import { useId } from "react";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";
import { NativeTextField } from "../NativeTextField/NativeTextField";

export interface CustomerRequestFieldsMessages {
  /** `("DEL", "BOM", "AI 101") => "Request a change, DEL to BOM, AI 101"`. */
  heading: (from: string, to: string, flightNumber: string) => string;
  amendmentType: string;
  typePlaceholder: string;
  travellers: string;
  travellersDescription: string;
  correction: string;
  correctionDescription: string;
  remarks: string;
  submit: string;
}

export const defaultCustomerRequestFieldsMessages: CustomerRequestFieldsMessages = {
  heading: (from, to, flightNumber) => `Request a change, ${from} to ${to}, ${flightNumber}`,
  amendmentType: "What would you like to change?",
  typePlaceholder: "Select",
  travellers: "Travellers",
  travellersDescription: "Tick the travellers the change is for.",
  correction: "Corrected name or address",
  correctionDescription: "Needed for a name or address correction.",
  remarks: "Remarks",
  submit: "Raise request",
};

export interface CustomerRequestFieldsErrors {
  amendmentType?: readonly string[];
  passengerIds?: readonly string[];
  correction?: readonly string[];
  remarks?: readonly string[];
}

export interface CustomerRequestFieldsProps {
  segment: Segment;
  passengers: readonly { id: string; name: string }[];
  /** J§3 'autofill flags': every traveller ticked at first. */
  autofill: boolean;
  /** J§3 'per-segment autofill errors': why this flight takes no request; no fields then. */
  autofillError: string | null;
  amendmentTypes: readonly { type: string; label: string }[];
  /** After a server round trip: what was posted. */
  values?: {
    amendmentType?: string;
    passengerIds?: readonly string[];
    correction?: string;
    remarks?: string;
  };
  errors?: CustomerRequestFieldsErrors;
  isPending?: boolean;
  messages?: Partial<CustomerRequestFieldsMessages>;
}

/**
 * One flight's request of the customer requests page (J§2): what to change, for which
 * travellers (all ticked when autofilled), a correction and remarks, and the submit button.
 * The app's `<form>` wraps it and posts `segmentId` with it. A flight that takes no request
 * shows why instead. A `<section>` named by its heading.
 */
export function CustomerRequestFields({
  segment,
  passengers,
  autofill,
  autofillError,
  amendmentTypes,
  values,
  errors,
  isPending = false,
  messages,
}: CustomerRequestFieldsProps) {
  const text = { ...defaultCustomerRequestFieldsMessages, ...messages };
  const headingId = useId();
  const travellersHintId = useId();
  const travellersErrorId = useId();
  const travellerErrors = errors?.passengerIds ?? [];
  const ticked = (id: string) =>
    values?.passengerIds ? values.passengerIds.includes(id) : autofill;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="customer-request-fields"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4 text-fg"
    >
      <h3 id={headingId} className="font-semibold">
        {text.heading(
          segment.departureAirport.code,
          segment.arrivalAirport.code,
          `${segment.airline.code} ${segment.flightNumber}`,
        )}
      </h3>
      {autofillError ? (
        <p>{autofillError}</p>
      ) : (
        <>
          <input type="hidden" name="segmentId" value={segment.id} />
          <NativeSelectField
            name="amendmentType"
            label={text.amendmentType}
            placeholder={text.typePlaceholder}
            options={amendmentTypes.map((entry) => ({ value: entry.type, label: entry.label }))}
            defaultValue={values?.amendmentType}
            errors={errors?.amendmentType}
          />
          <fieldset
            aria-describedby={[travellersHintId, travellerErrors.length ? travellersErrorId : ""]
              .filter(Boolean)
              .join(" ")}
            aria-invalid={travellerErrors.length > 0 || undefined}
            className="flex flex-col gap-1"
          >
            <legend className="font-medium">{text.travellers}</legend>
            <p id={travellersHintId} className="text-sm text-fg-muted">
              {text.travellersDescription}
            </p>
            {travellerErrors.length ? (
              <p id={travellersErrorId} className="text-sm font-semibold text-error">
                {travellerErrors.join(" ")}
              </p>
            ) : null}
            {passengers.map((passenger) => (
              <NativeCheckbox
                key={passenger.id}
                name="passengerIds"
                value={passenger.id}
                label={passenger.name}
                defaultChecked={ticked(passenger.id)}
              />
            ))}
          </fieldset>
          <NativeTextField
            name="correction"
            label={text.correction}
            description={text.correctionDescription}
            defaultValue={values?.correction}
            errors={errors?.correction}
            maxLength={500}
          />
          <NativeTextField
            name="remarks"
            label={text.remarks}
            defaultValue={values?.remarks}
            errors={errors?.remarks}
            maxLength={500}
          />
          <NativeButton type="submit" isPending={isPending} className="w-fit">
            {text.submit}
          </NativeButton>
        </>
      )}
    </section>
  );
}
