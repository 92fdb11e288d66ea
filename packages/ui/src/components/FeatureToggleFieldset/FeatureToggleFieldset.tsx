import { FEATURE_LABELS, FEATURE_TOGGLE_LABELS, FEATURES } from "@wayfare/domain";
import { NativeRadio, NativeRadioGroup } from "../NativeRadioGroup/NativeRadioGroup";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";
import type { FieldBinding } from "../PassengerFieldset/field-binding";
import { TextField } from "../TextField/TextField";

export type FeatureToggleFieldName = "feature" | "target" | "state";

export interface FeatureToggleFieldsetMessages {
  legend: string;
  feature: string;
  featurePlaceholder: string;
  target: string;
  targetDescription: string;
  state: string;
  on: string;
  off: string;
}

export const defaultFeatureToggleFieldsetMessages: FeatureToggleFieldsetMessages = {
  legend: "Set a toggle",
  feature: FEATURE_TOGGLE_LABELS.feature,
  featurePlaceholder: "Choose a feature",
  target: FEATURE_TOGGLE_LABELS.target,
  targetDescription: FEATURE_TOGGLE_LABELS.targetDescription,
  state: FEATURE_TOGGLE_LABELS.state,
  on: FEATURE_TOGGLE_LABELS.on,
  off: FEATURE_TOGGLE_LABELS.off,
};

export interface FeatureToggleFieldsetProps {
  /** Each field's name, id, value after a post and errors (`namedFieldProps` of the form). */
  fields: Record<FeatureToggleFieldName, FieldBinding>;
  messages?: Partial<FeatureToggleFieldsetMessages>;
}

/**
 * One feature toggle as an admin sets it (F§6, decision 0083): the feature, a user id or
 * All, and On or Off. Native select and radios, so the form works before JavaScript loads.
 */
export function FeatureToggleFieldset({ fields, messages }: FeatureToggleFieldsetProps) {
  const text = { ...defaultFeatureToggleFieldsetMessages, ...messages };
  const { defaultValue: state, ...stateField } = fields.state;
  return (
    <fieldset
      data-slot="feature-toggle-fieldset"
      className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <legend className="px-1 text-lg font-semibold">{text.legend}</legend>
      <NativeSelectField
        {...fields.feature}
        label={text.feature}
        placeholder={text.featurePlaceholder}
        options={FEATURES.map((feature) => ({ value: feature, label: FEATURE_LABELS[feature] }))}
      />
      <TextField
        {...fields.target}
        label={text.target}
        description={text.targetDescription}
        autoComplete="off"
      />
      <NativeRadioGroup
        {...stateField}
        label={text.state}
        defaultValue={state || "on"}
        orientation="horizontal"
      >
        <NativeRadio value="on">{text.on}</NativeRadio>
        <NativeRadio value="off">{text.off}</NativeRadio>
      </NativeRadioGroup>
    </fieldset>
  );
}
