import { POLICY_REASON_TEXT_MAX_LENGTH, POLICY_REASONS } from "@wayfare/domain";
import type { ReactNode } from "react";
import { NativeRadio, NativeRadioGroup } from "../../NativeRadioGroup/NativeRadioGroup";
import { NativeTextField } from "../../NativeTextField/NativeTextField";
import type { CorporateReasonDialogMessages } from "../corporate-reason-messages";

/** What the fields post under unless told otherwise. */
export const defaultReasonNames = { code: "policyReason.code", text: "policyReason.text" } as const;

interface ReasonFieldsProps {
  errors: { code?: string; text?: string };
  values: { code?: string; text?: string };
  names: { code: string; text: string };
  text: Pick<CorporateReasonDialogMessages, "reasonLabel" | "textLabel" | "textDescription">;
  actions?: ReactNode;
}

/**
 * The 8 reasons, the traveller's own words, then the page's actions (all inside its form).
 * Native controls: the passenger page's budget has no room for React Aria's (decision 0086).
 */
export function ReasonFields({ errors, values, names, text, actions }: ReasonFieldsProps) {
  return (
    <div data-slot="corporate-reason-fields" className="flex flex-col gap-4">
      <NativeRadioGroup
        name={names.code}
        label={text.reasonLabel}
        defaultValue={values.code}
        errors={errors.code ? [errors.code] : []}
      >
        {POLICY_REASONS.map((reason) => (
          <NativeRadio key={reason.code} value={reason.code}>
            {reason.label}
          </NativeRadio>
        ))}
      </NativeRadioGroup>
      <NativeTextField
        name={names.text}
        label={text.textLabel}
        description={text.textDescription}
        defaultValue={values.text}
        maxLength={POLICY_REASON_TEXT_MAX_LENGTH}
        errors={errors.text ? [errors.text] : []}
      />
      {actions ? <div className="flex flex-wrap items-center gap-4">{actions}</div> : null}
    </div>
  );
}
