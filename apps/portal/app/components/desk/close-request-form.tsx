import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { amendmentProcessFormSchema, textFieldProps, useValidatedForm } from "@wayfare/forms";
import { Alert, Button, Radio, RadioGroup, TextField } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

/**
 * The travel desk's form that closes one request as done or refused, with the note the
 * traveller is emailed (the shared schema checks it in the browser and again on the
 * server). It says that closing changes nothing on the booking: the desk's "done" applies
 * no change yet (issue 21). `lastResult` is the server's answer to this request's form only.
 */
export function CloseRequestForm({
  requestId,
  lastResult,
}: {
  requestId: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useValidatedForm(
    amendmentProcessFormSchema,
    lastResult,
    `close-${requestId}`,
  );
  const closing = useNavigation().formData?.get("requestId") === requestId;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      {form.errors?.length ? <Alert tone="error">{form.errors.join(" ")}</Alert> : null}
      <input type="hidden" name="requestId" value={requestId} />
      <RadioGroup
        id={fields.outcome.id}
        name={fields.outcome.name}
        label="Outcome"
        description="Closing records the outcome and emails the note; it does not change the booking. Make the change itself first (a date or class change, a cancellation) or with the airline."
        errors={fields.outcome.errors ?? []}
        orientation="horizontal"
      >
        <Radio value="COMPLETED">Done</Radio>
        <Radio value="REJECTED">Refused</Radio>
      </RadioGroup>
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
