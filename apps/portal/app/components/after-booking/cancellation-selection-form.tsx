import type { BookingPayload } from "@wayfare/domain";
import { CANCELLATION_FORM_LABELS as LABELS } from "@wayfare/forms";
import { Alert, Button, TextField } from "@wayfare/ui";
import { Form } from "react-router";
import { PassengerSelection, type TickedPassengers } from "./passenger-selection";

/**
 * Step one of a cancellation (J§2): the passengers per segment and optional remarks, then
 * 'Get refund quote'. A plain POST: the action checks it with the forms schema.
 */
export function CancellationSelectionForm({
  booking,
  ticked,
  remarks,
  errors,
  pending,
}: {
  booking: Pick<BookingPayload, "tripInfos" | "passengers">;
  ticked: TickedPassengers;
  remarks: string | undefined;
  errors: { segments: string[]; remarks: string[] };
  pending: boolean;
}) {
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" aria-label={LABELS.heading}>
      <section aria-labelledby="cancel-passengers" className="flex flex-col gap-3">
        <div>
          <h2 id="cancel-passengers" className="text-lg font-semibold">
            {LABELS.passengersHeading}
          </h2>
          <p className="text-fg-muted">{LABELS.passengersDescription}</p>
        </div>
        {errors.segments.length > 0 ? (
          <Alert tone="error">{errors.segments.join(" ")}</Alert>
        ) : null}
        <PassengerSelection booking={booking} ticked={ticked} />
      </section>
      <TextField
        name="remarks"
        label={LABELS.remarks}
        defaultValue={remarks}
        errors={errors.remarks}
        maxLength={500}
      />
      <div>
        <Button type="submit" name="intent" value="quote" variant="primary" isPending={pending}>
          {pending ? LABELS.quoting : LABELS.quote}
        </Button>
      </div>
    </Form>
  );
}
