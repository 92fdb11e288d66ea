import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type GatewayPaymentPayload, PAYMENT_OTP_MESSAGES } from "@wayfare/domain";
import {
  PAYMENT_OTP_LABELS as LABELS,
  paymentOtpFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Button, TextField } from "@wayfare/ui";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AbortPaymentForm } from "./abort-payment-form";
import { ResendOtpForm } from "./resend-otp-form";

/**
 * The bank's OTP step of a card payment: where the OTP went, the tries left, one field,
 * a way to ask for a new OTP, and one to cancel the payment. A wrong OTP comes back as the
 * field's error with the tries left (the server's reply); `resend` is how the last "Send a
 * new OTP" went.
 */
export function PaymentOtpForm({
  payment,
  lastResult,
  resend,
  facts,
}: {
  payment: GatewayPaymentPayload;
  lastResult: SubmissionResult<string[]> | null | undefined;
  resend: boolean | undefined;
  facts: ReactNode;
}) {
  const [form, fields] = useValidatedForm(paymentOtpFormSchema, lastResult, "payment-otp");
  const navigation = useNavigation();
  // The OTP form posts no intent; "Send a new OTP" and "Cancel payment" post theirs.
  const submitting = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const left = payment.otpAttemptsLeft;
  return (
    <section aria-labelledby="otp-heading" className="flex max-w-xl flex-col gap-4">
      <h1 id="otp-heading" className="text-2xl font-semibold">
        {LABELS.heading}
      </h1>
      {payment.otpSentTo ? <p>{PAYMENT_OTP_MESSAGES.sentTo(payment.otpSentTo)}</p> : null}
      {facts}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.otp)}
          label={LABELS.otp}
          description={`${LABELS.otpHint}${left ? ` ${LABELS.attemptsLeft(left)}` : ""}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <div>
          <Button type="submit" variant="primary" isPending={submitting}>
            {LABELS.submit}
          </Button>
        </div>
      </Form>
      {/* Always there, so a screen reader hears the sentence when it arrives. */}
      <p role="status">
        {resend === true && payment.otpSentTo ? PAYMENT_OTP_MESSAGES.resent(payment.otpSentTo) : ""}
      </p>
      {/* A new OTP restarts the countdown, even when the wait is the same number again. */}
      <ResendOtpForm key={payment.otpResendsLeft} payment={payment} refused={resend === false} />
      <AbortPaymentForm />
    </section>
  );
}
