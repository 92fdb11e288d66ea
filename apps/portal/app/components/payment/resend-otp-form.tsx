import { type GatewayPaymentPayload, PAYMENT_OTP_MESSAGES } from "@wayfare/domain";
import { PAYMENT_OTP_LABELS as LABELS, PAYMENT_OTP_RESEND_INTENT } from "@wayfare/forms";
import { Alert, Button } from "@wayfare/ui";
import { useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";

/** Counts `seconds` down once a second in the browser; the server's figure until then. */
function useSecondsLeft(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * "Send a new OTP": a post of its own, so it works without JavaScript. The button stays
 * enabled (and focusable) while the wait counts down in its description; pressed too soon,
 * the page comes back `refused` and the description is an error saying how long is left.
 */
export function ResendOtpForm({
  payment,
  refused,
}: {
  payment: GatewayPaymentPayload;
  refused: boolean;
}) {
  const hintId = useId();
  const wait = useSecondsLeft(payment.otpResendInSecond ?? 0);
  const sending = useNavigation().formData?.get("intent") === PAYMENT_OTP_RESEND_INTENT;
  const canResend = payment.otpResendInSecond !== undefined;
  const hint = !canResend
    ? PAYMENT_OTP_MESSAGES.noMoreResends
    : wait > 0
      ? PAYMENT_OTP_MESSAGES.resendIn(wait)
      : LABELS.resendsLeft(payment.otpResendsLeft ?? 0);
  return (
    <Form method="post" className="flex flex-col items-start gap-2">
      <input type="hidden" name="intent" value={PAYMENT_OTP_RESEND_INTENT} />
      {canResend ? (
        <Button type="submit" variant="secondary" isPending={sending} aria-describedby={hintId}>
          {LABELS.resend}
        </Button>
      ) : null}
      <div id={hintId} className="text-sm text-fg-muted">
        {refused ? <Alert tone="error">{hint}</Alert> : hint}
      </div>
    </Form>
  );
}
