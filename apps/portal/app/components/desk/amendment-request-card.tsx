import { getFormProps, type SubmissionResult } from "@conform-to/react";
import {
  AMENDMENT_TYPES,
  type AmendmentQueuePayload,
  amendmentProcessFormSchema,
} from "@wayfare/domain";
import { textFieldProps, useValidatedForm } from "@wayfare/forms";
import { Alert, Button, Radio, RadioGroup, TextField } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";
import { InstantTime } from "../instant-time";

type QueuedRequest = AmendmentQueuePayload["requests"][number];

const typeLabel = (type: string) =>
  AMENDMENT_TYPES.find((entry) => entry.type === type)?.label ?? type;

/**
 * One amendment request in the travel desk's queue: what the traveller asked, and a form
 * to close it as done or refused with the note they are emailed (the shared schema checks
 * it in the browser and again on the server). `lastResult` is the server's answer to this
 * request's form only.
 */
export function AmendmentRequestCard({
  request,
  lastResult,
}: {
  request: QueuedRequest;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useValidatedForm(
    amendmentProcessFormSchema,
    lastResult,
    `close-${request.requestId}`,
  );
  const navigation = useNavigation();
  const closing = navigation.formData?.get("requestId") === request.requestId;
  const headingId = `request-${request.requestId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {typeLabel(request.amendmentType)} request {request.requestId}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-fg-muted">Booking</dt>
        <dd>{request.bookingId}</dd>
        <dt className="text-fg-muted">Raised on</dt>
        <dd>
          <InstantTime value={request.createdAt} />
        </dd>
        <dt className="text-fg-muted">Flights</dt>
        <dd>{request.route}</dd>
        <dt className="text-fg-muted">Passengers</dt>
        <dd>{request.passengerNames.join(", ")}</dd>
        {request.correction ? (
          <>
            <dt className="text-fg-muted">Correction</dt>
            <dd>{request.correction}</dd>
          </>
        ) : null}
        {request.remarks ? (
          <>
            <dt className="text-fg-muted">Remarks</dt>
            <dd>{request.remarks}</dd>
          </>
        ) : null}
        <dt className="text-fg-muted">Contact</dt>
        <dd>{request.contactEmail}</dd>
      </dl>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        {form.errors?.length ? <Alert tone="error">{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="requestId" value={request.requestId} />
        <RadioGroup
          id={fields.outcome.id}
          name={fields.outcome.name}
          label="Outcome"
          errors={fields.outcome.errors ?? []}
          orientation="horizontal"
        >
          <Radio value="COMPLETED">Done</Radio>
          <Radio value="REJECTED">Refused</Radio>
        </RadioGroup>
        <TextField
          {...textFieldProps(fields.note)}
          label="Note to the traveller"
          description="Emailed to the booking's contact: what was changed and any charge, or why not."
          maxLength={500}
        />
        <div>
          <Button type="submit" variant="primary" isPending={closing}>
            Close request
          </Button>
        </div>
      </Form>
    </article>
  );
}
