import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { formatMoney, type GatewayMode, NETBANKING_BANKS } from "@wayfare/domain";
import {
  cardPaymentFormSchema,
  type GatewayIntent,
  PAYMENT_FORM_LABELS as LABELS,
  netbankingPaymentFormSchema,
  textFieldProps,
  upiPaymentFormSchema,
  useValidatedForm,
} from "@wayfare/forms";
import { Button, NativeSelectField, TextField } from "@wayfare/ui";
import { type ReactNode, useMemo } from "react";
import { Form, useNavigation } from "react-router";

interface GatewayFormProps {
  amount: number;
  /** The last submission of this form, when it was the one posted. */
  lastResult: SubmissionResult<string[]> | null | undefined;
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
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="primary"
        isPending={navigation.formData?.get("intent") === intent}
      >
        {LABELS.pay(formatMoney(amount))}
      </Button>
    </div>
  );
}

/** Card number, name, expiry and CVV; the card goes to the gateway and is never kept. */
export function CardPaymentForm({ amount, lastResult }: GatewayFormProps) {
  const schema = useMemo(() => cardPaymentFormSchema(new Date()), []);
  const [form, fields] = useValidatedForm(schema, lastResult, "pay-card");
  const card = fields.card.getFieldset();
  return (
    <PaySection title={LABELS.card}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          {...textFieldProps(card.number)}
          label={LABELS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
        />
        <TextField {...textFieldProps(card.name)} label={LABELS.cardName} autoComplete="cc-name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...textFieldProps(card.expiry)}
            label={LABELS.cardExpiry}
            autoComplete="cc-exp"
            inputMode="numeric"
          />
          <TextField
            {...textFieldProps(card.cvv)}
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
  const [form, fields] = useValidatedForm(upiPaymentFormSchema, lastResult, "pay-upi");
  return (
    <PaySection title={LABELS.upi}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.upiId)}
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
  const [form, fields] = useValidatedForm(netbankingPaymentFormSchema, lastResult, "pay-bank");
  const { isRequired: _required, ...bank } = textFieldProps(fields.bank);
  return (
    <PaySection title={LABELS.netbanking}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <NativeSelectField
          {...bank}
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
