import type { SubmissionResult } from "@conform-to/react";
import { formatMoney, type GatewayMode, NETBANKING_BANKS } from "@wayfare/domain";
import {
  cardPaymentFieldChecks,
  type FieldChecks,
  type GatewayIntent,
  PAYMENT_FORM_LABELS as LABELS,
  NETBANKING_PAYMENT_FIELD_CHECKS,
  namedFieldProps,
  UPI_PAYMENT_FIELD_CHECKS,
  useFieldChecks,
} from "@wayfare/forms";
import { NativeButton, NativeSelectField, NativeTextField } from "@wayfare/ui";
import { type ReactNode, useMemo } from "react";
import { Form, useNavigation } from "react-router";

interface GatewayFormProps {
  amount: number;
  /** The last submission of this form, when it was the one posted. */
  lastResult: SubmissionResult<string[]> | null | undefined;
}

/**
 * The gateway forms are plain posts checked in the browser by the domain's field checks
 * (useFieldChecks), with native fields and buttons: the payment page downloads no React Aria,
 * Zod or Conform (decision 0046). The server action parses them with the schemas built on the
 * same checks.
 */
function useGatewayForm(
  formId: string,
  checks: FieldChecks,
  lastResult: GatewayFormProps["lastResult"],
) {
  const { errors, onSubmit, onInput } = useFieldChecks(checks, lastResult?.error, {
    focusFirstInvalid: true,
  });
  // The reply's errors are the browser's until its next check (useFieldChecks).
  const allErrors = Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [name, [...(messages ?? [])]]),
  );
  const form = { id: formId, allErrors, initialValue: lastResult?.initialValue ?? {} };
  const field = (name: string) => namedFieldProps(form, name);
  const formProps = { id: formId, noValidate: true, onSubmit, onInput };
  return { formProps, field };
}

function PaySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function PayButton({ intent, amount }: { intent: GatewayIntent; amount: number }) {
  const navigation = useNavigation();
  return (
    <div>
      <NativeButton
        type="submit"
        name="intent"
        value={intent}
        variant="primary"
        isPending={navigation.formData?.get("intent") === intent}
      >
        {LABELS.pay(formatMoney(amount))}
      </NativeButton>
    </div>
  );
}

/** Card number, name, expiry and CVV; the card goes to the gateway and is never kept. */
export function CardPaymentForm({ amount, lastResult }: GatewayFormProps) {
  const checks = useMemo(() => cardPaymentFieldChecks(new Date()), []);
  const { formProps, field } = useGatewayForm("pay-card", checks, lastResult);
  return (
    <PaySection title={LABELS.card}>
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <NativeTextField
          {...field("card.number")}
          label={LABELS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
        />
        <NativeTextField {...field("card.name")} label={LABELS.cardName} autoComplete="cc-name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeTextField
            {...field("card.expiry")}
            label={LABELS.cardExpiry}
            autoComplete="cc-exp"
            inputMode="numeric"
          />
          <NativeTextField
            {...field("card.cvv")}
            label={LABELS.cardCvv}
            autoComplete="cc-csc"
            inputMode="numeric"
          />
        </div>
        <PayButton intent="CARD" amount={amount} />
      </Form>
    </PaySection>
  );
}

export function UpiPaymentForm({ amount, lastResult }: GatewayFormProps) {
  const { formProps, field } = useGatewayForm("pay-upi", UPI_PAYMENT_FIELD_CHECKS, lastResult);
  return (
    <PaySection title={LABELS.upi}>
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <NativeTextField
          {...field("upiId")}
          label={LABELS.upiId}
          description={LABELS.upiHint}
          autoComplete="off"
        />
        <PayButton intent="UPI" amount={amount} />
      </Form>
    </PaySection>
  );
}

export function NetbankingPaymentForm({ amount, lastResult }: GatewayFormProps) {
  const { formProps, field } = useGatewayForm(
    "pay-bank",
    NETBANKING_PAYMENT_FIELD_CHECKS,
    lastResult,
  );
  return (
    <PaySection title={LABELS.netbanking}>
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <NativeSelectField
          {...field("bank")}
          label={LABELS.bank}
          placeholder={LABELS.bankPlaceholder}
          options={NETBANKING_BANKS.map((bank) => ({ value: bank.code, label: bank.name }))}
        />
        <PayButton intent="NETBANKING" amount={amount} />
      </Form>
    </PaySection>
  );
}

/** The forms of the gateway's ways the user may pay with, each with its own last submission. */
export function GatewayPaymentForms({
  gateways,
  amount,
  lastResult,
}: {
  gateways: readonly GatewayMode[];
  amount: number;
  lastResult: (intent: GatewayIntent) => GatewayFormProps["lastResult"];
}) {
  return (
    <>
      {gateways.includes("CARD") ? (
        <CardPaymentForm amount={amount} lastResult={lastResult("CARD")} />
      ) : null}
      {gateways.includes("UPI") ? (
        <UpiPaymentForm amount={amount} lastResult={lastResult("UPI")} />
      ) : null}
      {gateways.includes("NETBANKING") ? (
        <NetbankingPaymentForm amount={amount} lastResult={lastResult("NETBANKING")} />
      ) : null}
    </>
  );
}
