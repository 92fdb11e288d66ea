import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { GatewayMode } from "@wayfare/domain";
import {
  TOP_UP_FORM_LABELS as LABELS,
  PAYMENT_FORM_LABELS,
  textFieldProps,
  topUpFormSchema,
  useValidatedForm,
} from "@wayfare/forms";
import { Button, Radio, RadioGroup, TextField } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

const MEDIUM_NAMES: Record<GatewayMode, string> = {
  CARD: PAYMENT_FORM_LABELS.card,
  UPI: PAYMENT_FORM_LABELS.upi,
  NETBANKING: PAYMENT_FORM_LABELS.netbanking,
};

/**
 * The wallet page's top-up form (J§2 Top-up): the amount and the payment medium among the
 * user's gateway modes, checked with the shared schema here and again by the action.
 */
export function TopUpForm({
  modes,
  lastResult,
}: {
  modes: readonly GatewayMode[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useValidatedForm(topUpFormSchema, lastResult, "top-up");
  const adding = useNavigation().formData?.get("intent") === "top-up";
  return (
    <section
      aria-labelledby="top-up-heading"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id="top-up-heading" className="text-lg font-semibold">
        {LABELS.heading}
      </h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.amount)}
          label={LABELS.amount}
          description={LABELS.amountHint}
          inputMode="numeric"
          autoComplete="off"
        />
        <RadioGroup
          id={fields.mode.id}
          name={fields.mode.name}
          label={LABELS.mode}
          errors={fields.mode.errors ?? []}
          defaultValue={modes[0]}
          orientation="horizontal"
        >
          {modes.map((mode) => (
            <Radio key={mode} value={mode}>
              {MEDIUM_NAMES[mode]}
            </Radio>
          ))}
        </RadioGroup>
        <div>
          <Button type="submit" name="intent" value="top-up" variant="primary" isPending={adding}>
            {LABELS.submit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
