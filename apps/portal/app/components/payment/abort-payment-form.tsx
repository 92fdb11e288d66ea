import { PAYMENT_OTP_LABELS as LABELS, PAYMENT_ABORT_INTENT } from "@wayfare/forms";
import { Button } from "@wayfare/ui";
import { useId } from "react";
import { Form, useNavigation } from "react-router";

/**
 * "Cancel payment" at the bank's OTP step (abort payment, J§4): a post of its own, so it
 * works without JavaScript; the page then shows the payment cancelled, with a way back to pay.
 */
export function AbortPaymentForm() {
  const hintId = useId();
  const aborting = useNavigation().formData?.get("intent") === PAYMENT_ABORT_INTENT;
  return (
    <Form method="post" className="flex flex-col items-start gap-2">
      <input type="hidden" name="intent" value={PAYMENT_ABORT_INTENT} />
      <Button type="submit" variant="secondary" isPending={aborting} aria-describedby={hintId}>
        {LABELS.abort}
      </Button>
      <p id={hintId} className="text-sm text-fg-muted">
        {LABELS.abortHint}
      </p>
    </Form>
  );
}
