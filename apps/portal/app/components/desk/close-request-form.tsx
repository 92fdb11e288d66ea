import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { amendmentProcessFormSchema, textFieldProps, useValidatedForm } from "@wayfare/forms";
import { Alert, Button, NativeSelectField, Radio, RadioGroup, TextField } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

/**
 * The travel desk's form that closes one request as done or refused, with the note the
 * traveller is emailed (the shared schema checks it in the browser and again on the
 * server). On a correction request it also takes one traveller's corrected name, which
 * "Done" applies to the booking and its e-ticket; anything else closing does not change, and
 * the form says so. `lastResult` is the server's answer to this request's form only.
 */
export function CloseRequestForm({
  requestId,
  travellers,
  lastResult,
}: {
  requestId: string;
  /** A correction request's travellers; empty for any other request. */
  travellers: readonly { passengerId: string; name: string }[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useValidatedForm(
    amendmentProcessFormSchema,
    lastResult,
    `close-${requestId}`,
  );
  const closing = useNavigation().formData?.get("requestId") === requestId;
  const corrected = fields.nameCorrection.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {form.errors?.length ? <Alert tone="error">{form.errors.join(" ")}</Alert> : null}
      <input type="hidden" name="requestId" value={requestId} />
      <RadioGroup
        id={fields.outcome.id}
        name={fields.outcome.name}
        label="Outcome"
        description={
          travellers.length > 0
            ? "Done with a corrected name changes it on the booking and its e-ticket; otherwise closing records the outcome and emails the note."
            : "Closing records the outcome and emails the note; it does not change the booking. Make the change itself first (a date or class change, a cancellation) or with the airline."
        }
        errors={fields.outcome.errors ?? []}
        orientation="horizontal"
      >
        <Radio value="COMPLETED">Done</Radio>
        <Radio value="REJECTED">Refused</Radio>
      </RadioGroup>
      {travellers.length > 0 ? (
        <fieldset className="flex flex-col gap-3 rounded-md border border-subtle p-3">
          <legend className="px-1 font-semibold">Corrected name (for a name correction)</legend>
          <NativeSelectField
            id={corrected.passengerId.id}
            name={corrected.passengerId.name}
            label="Traveller"
            placeholder="Choose the traveller"
            options={travellers.map((traveller) => ({
              value: traveller.passengerId,
              label: traveller.name,
            }))}
            defaultValue={corrected.passengerId.initialValue}
            errors={corrected.passengerId.errors}
          />
          <TextField {...textFieldProps(corrected.firstName)} label="Corrected first name" />
          <TextField {...textFieldProps(corrected.lastName)} label="Corrected last name" />
        </fieldset>
      ) : null}
      <TextField
        {...textFieldProps(fields.note)}
        label="Note to the traveller"
        description="Emailed to the booking's contact: what was done and any charge, or why not."
        maxLength={500}
      />
      <div>
        <Button type="submit" variant="primary" isPending={closing}>
          Close request
        </Button>
      </div>
    </Form>
  );
}
