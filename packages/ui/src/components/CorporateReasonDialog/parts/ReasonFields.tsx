import { POLICY_REASON_TEXT_MAX_LENGTH, POLICY_REASONS } from "@wayfare/domain";
import type { ReactNode } from "react";
import { Radio, RadioGroup } from "../../RadioGroup/RadioGroup";
import { TextField } from "../../TextField/TextField";

interface ReasonFieldsProps {
  errors: { code?: string; text?: string };
  values: { code?: string; text?: string };
  names: { code: string; text: string };
  labels: { reason: string; text: string; textDescription: string };
  actions?: ReactNode;
}

/** The 8 reasons, the traveller's own words, then the page's actions (all inside its form). */
export function ReasonFields({ errors, values, names, labels, actions }: ReasonFieldsProps) {
  return (
    <div data-slot="corporate-reason-fields" className="flex flex-col gap-4">
      <RadioGroup
        name={names.code}
        label={labels.reason}
        defaultValue={values.code}
        errors={errors.code ? [errors.code] : []}
      >
        {POLICY_REASONS.map((reason) => (
          <Radio key={reason.code} value={reason.code}>
            {reason.label}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        name={names.text}
        label={labels.text}
        description={labels.textDescription}
        defaultValue={values.text}
        maxLength={POLICY_REASON_TEXT_MAX_LENGTH}
        errors={errors.text ? [errors.text] : []}
      />
      {actions ? <div className="flex flex-wrap items-center gap-4">{actions}</div> : null}
    </div>
  );
}
